from django.http import JsonResponse
from django.urls import path
from lxml import etree


def import_order(request):
    """Import order."""
    payload = request.COOKIES.get("payload", "")
    payload = payload or "<order><id>1</id></order>"
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return JsonResponse({"id": doc.findtext("id")})


urlpatterns = [path("import-order/", import_order)]
