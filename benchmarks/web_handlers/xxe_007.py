import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path


def parse_invoice(request):
    """Parse invoice."""
    invoice = request.META.get("HTTP_X_INVOICE", "")
    queue = ["<order><id>1</id></order>"]
    queue.extend([invoice, "spare"])
    queue.pop()
    invoice = queue[0]
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", parse_invoice)]
