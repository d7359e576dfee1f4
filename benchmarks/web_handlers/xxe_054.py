import configparser
import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


def run_local_catalog(catalog):
    """Local catalog for one value."""
    parser = etree.XMLParser(no_network=True, resolve_entities=True)
    root = etree.fromstring(catalog.encode(), parser)
    return {"entries": len(root)}


@require_http_methods(["POST"])
def local_catalog(request):
    """Local catalog."""
    catalog = json.loads(request.body or b"{}").get("catalog", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "<order><id>1</id></order>")
    conf.set("lookup", "requested", catalog)
    catalog = conf.get("lookup", "requested")
    result = run_local_catalog(catalog)
    return JsonResponse(result)


urlpatterns = [path("local-catalog/", local_catalog)]
