from xml.dom import minidom

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
    document = minidom.parseString(invoice)
    return JsonResponse({"lines": len(document.getElementsByTagName("line"))})


urlpatterns = [path("parse-invoice/", parse_invoice)]
