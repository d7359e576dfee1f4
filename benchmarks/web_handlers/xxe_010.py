import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


@require_http_methods(["POST"])
def import_order(request):
    """Import order."""
    payload = json.loads(request.body or b"{}").get("payload", "")
    source = "manual"
    match source:
        case "manual":
            chosen = payload
        case _:
            chosen = "<order><id>1</id></order>"
    payload = chosen
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload.encode(), parser)
    return JsonResponse({"id": doc.findtext("id")})


urlpatterns = [path("import-order/", import_order)]
