import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

MANUAL = "/srv/app/data/manual.xml"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def chapter(request):
    """Chapter."""
    section = json.loads(request.body or b"{}").get("section", "")
    section = value_or_default(section, "intro", use_request=True)
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return JsonResponse({"found": len(nodes)})


urlpatterns = [path("chapter/", chapter)]
