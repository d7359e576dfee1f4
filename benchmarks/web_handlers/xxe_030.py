import configparser

from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree


class ImportOrderView(View):
    def post(self, request):
        """Import order."""
        payload = request.POST.get("payload", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "<order><id>1</id></order>")
        conf.set("lookup", "requested", payload)
        payload = conf.get("lookup", "requested")
        parser = etree.XMLParser(resolve_entities=True)
        doc = etree.fromstring(payload.encode(), parser)
        return JsonResponse({"id": doc.findtext("id")})


urlpatterns = [path("import-order/", ImportOrderView.as_view())]
