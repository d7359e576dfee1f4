import configparser

from django.http import HttpResponse
from django.urls import path


def breadcrumbs(request):
    """Breadcrumbs."""
    trail = request.GET.get("trail", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "home")
    conf.set("lookup", "requested", trail)
    trail = conf.get("lookup", "requested")
    items = []
    for crumb in trail.split("/"):
        items.append("<li>{}</li>".format(crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", breadcrumbs)]
