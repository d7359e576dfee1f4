import json

from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree


class LocalCatalogView(View):
    def post(self, request):
        """Local catalog."""
        catalog = json.loads(request.body or b"{}").get("catalog", "")
        catalog = "%s" % catalog.strip()
        parser = etree.XMLParser(no_network=True, resolve_entities=True)
        root = etree.fromstring(catalog.encode(), parser)
        return JsonResponse({"entries": len(root)})


urlpatterns = [path("local-catalog/", LocalCatalogView.as_view())]
