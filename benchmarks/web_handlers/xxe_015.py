import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def parse_invoice(request):
    """Parse invoice."""
    invoice = request.POST.get("invoice", "")
    attempts = 0
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = invoice
        attempts += 1
    invoice = picked
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", parse_invoice)]
