from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


@require_http_methods(["POST"])
def import_order(request):
    """Import order."""
    payload = request.FILES["payload"].read().decode()
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, payload)
    payload = candidates[2]
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return JsonResponse({"id": doc.findtext("id")})


urlpatterns = [path("import-order/", import_order)]
