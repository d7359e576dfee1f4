from django.http import JsonResponse
from django.urls import path
from lxml import etree

MANUAL = "/srv/app/data/manual.xml"


def chapter(request):
    """Chapter."""
    section = request.GET.getlist("section", [""])[0]
    attempts = 1
    picked = "intro"
    while attempts < 1:
        picked = section
        attempts += 1
    section = picked
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return JsonResponse({"found": len(nodes)})


urlpatterns = [path("chapter/", chapter)]
