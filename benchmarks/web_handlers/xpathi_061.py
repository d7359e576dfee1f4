import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

INVENTORY = "/srv/app/data/inventory.xml"


@require_http_methods(["POST"])
def stock_level(request):
    """Stock level."""
    sku = request.POST.get("sku", "")
    num = 7
    sku = sku if num % 2 == 1 else "A-1"
    root = ET.parse(INVENTORY).getroot()
    items = list(root.iterfind(f".//item[@sku='{sku}']"))
    return JsonResponse({"levels": [item.get("level") for item in items]})


urlpatterns = [path("stock-level/", stock_level)]
