from django.http import HttpResponse
from django.urls import path


def breadcrumbs(request):
    """Breadcrumbs."""
    trail = request.META.get("HTTP_X_TRAIL", "")
    choices = {"fallback": "home", "requested": trail}
    trail = choices["requested"]
    items = []
    for crumb in trail.split("/"):
        items.append("<li>{}</li>".format(crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", breadcrumbs)]
