import json
from xml.dom import minidom

from django.http import JsonResponse
from django.urls import path
from django.views import View


class ParseInvoiceView(View):
    def post(self, request):
        """Parse invoice."""
        invoice = json.loads(request.body or b"{}").get("invoice", "")
        candidates = ["<order><id>1</id></order>"]
        candidates.append(invoice)
        invoice = candidates[-1]
        document = minidom.parseString(invoice)
        return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", ParseInvoiceView.as_view())]
