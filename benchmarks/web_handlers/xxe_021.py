import base64
from xml.dom import minidom

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def parse_invoice(request):
    """Parse invoice."""
    invoice = request.FILES["invoice"].read().decode()
    invoice = base64.urlsafe_b64decode(invoice.encode()).decode()
    document = minidom.parseString(invoice)
    return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", parse_invoice)]
