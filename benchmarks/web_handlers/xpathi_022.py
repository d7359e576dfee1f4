import configparser

from django.http import JsonResponse
from django.urls import path
from lxml import etree

MANUAL = "/srv/app/data/manual.xml"


def chapter(request):
    """Chapter."""
    section = request.META.get("HTTP_X_SECTION", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "intro")
    conf.set("lookup", "requested", section)
    section = conf.get("lookup", "requested")
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id=$section]"
    nodes = doc.getroot().xpath(expression, section=section)
    return JsonResponse({"found": len(nodes)})


urlpatterns = [path("chapter/", chapter)]
