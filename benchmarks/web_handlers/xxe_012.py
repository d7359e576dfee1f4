from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


@require_http_methods(["POST"])
def local_catalog(request):
    """Local catalog."""
    catalog = request.FILES["catalog"].read().decode()
    limit = 3
    if len("abcd") < limit:
        catalog = catalog.strip()
    else:
        catalog = "<order><id>1</id></order>"
    parser = etree.XMLParser(no_network=True, resolve_entities=True)
    root = etree.fromstring(catalog.encode(), parser)
    return JsonResponse({"entries": len(root)})


urlpatterns = [path("local-catalog/", local_catalog)]
