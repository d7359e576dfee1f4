import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views import View


class ParseInvoiceView(View):
    def post(self, request):
        """Parse invoice."""
        invoice = request.POST.get("invoice", "")
        requested, fallback = invoice, "<order><id>1</id></order>"
        invoice = fallback or requested
        sax_parser = xml.sax.make_parser()
        sax_parser.setFeature(feature_external_ges, True)
        document = minidom.parseString(invoice, parser=sax_parser)
        return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", ParseInvoiceView.as_view())]
