from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def import_order(request):
    """Import order."""
    payload = request.FILES["payload"].read().decode()
    payload = value_or_default(payload, "<order><id>1</id></order>", use_request=True)
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return JsonResponse({"id": doc.findtext("id")})


urlpatterns = [path("import-order/", import_order)]
