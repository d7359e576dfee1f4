import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


def run_import_order(payload):
    """Import order for one value."""
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}


@require_http_methods(["POST"])
def import_order(request):
    """Import order."""
    payload = json.loads(request.body or b"{}").get("payload", "")
    num = 7
    payload = payload if num % 2 == 1 else "<order><id>1</id></order>"
    result = run_import_order(payload)
    return JsonResponse(result)


urlpatterns = [path("import-order/", import_order)]
