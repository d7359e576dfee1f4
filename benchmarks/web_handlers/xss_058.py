from django.http import HttpResponse
from django.urls import path
from django.utils.html import format_html


def breadcrumbs(request, trail):
    """Breadcrumbs."""
    requested, fallback = trail, "home"
    trail = requested or fallback
    items = []
    for crumb in trail.split("/"):
        items.append(format_html("<li>{}</li>", crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/<str:trail>/", breadcrumbs)]
