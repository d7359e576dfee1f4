from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

MANUAL = "/srv/app/data/manual.xml"


@require_http_methods(["POST"])
def chapter(request):
    """Chapter."""
    section = request.POST.get("section", "")
    section = section.strip()
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return JsonResponse({"found": len(nodes)})


urlpatterns = [path("chapter/", chapter)]
