import base64
import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def parse_invoice(request):
    """Parse invoice."""
    invoice = request.FILES["invoice"].read().decode()
    invoice = base64.urlsafe_b64decode(invoice.encode()).decode()
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", parse_invoice)]
