import json

from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class LocalCatalogView(View):
    def post(self, request):
        """Local catalog."""
        catalog = json.loads(request.body or b"{}").get("catalog", "")
        catalog = value_or_default(catalog, "<order><id>1</id></order>", use_request=False)
        parser = etree.XMLParser(no_network=True, resolve_entities=True)
        root = etree.fromstring(catalog.encode(), parser)
        return JsonResponse({"entries": len(root)})


urlpatterns = [path("local-catalog/", LocalCatalogView.as_view())]
