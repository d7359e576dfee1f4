from django.http import JsonResponse
from django.urls import path
from lxml import etree

MANUAL = "/srv/app/data/manual.xml"


def chapter(request):
    """Chapter."""
    section = request.GET.dict().get("section", "")
    if not section:
        section = ""
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return JsonResponse({"found": len(nodes)})


urlpatterns = [path("chapter/", chapter)]
