import configparser
from xml.dom import minidom

from django.http import JsonResponse
from django.urls import path
from django.views import View


class ParseInvoiceView(View):
    def post(self, request):
        """Parse invoice."""
        invoice = request.POST.get("invoice", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "<order><id>1</id></order>")
        conf.set("lookup", "requested", invoice)
        invoice = conf.get("lookup", "requested")
        document = minidom.parseString(invoice)
        return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", ParseInvoiceView.as_view())]
