from django.http import HttpResponse
from django.urls import path


def breadcrumbs(request, trail):
    """Breadcrumbs."""
    requested, fallback = trail, "home"
    trail = requested or fallback
    items = []
    for crumb in trail.split("/"):
        items.append("<li>{}</li>".format(crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/<str:trail>/", breadcrumbs)]
