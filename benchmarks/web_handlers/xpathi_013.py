import base64
import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path

INVENTORY = "/srv/app/data/inventory.xml"


def run_stock_level(sku):
    """Stock level for one value."""
    root = ET.parse(INVENTORY).getroot()
    items = [item for item in root.iterfind(".//item") if item.get("sku") == sku]
    return {"levels": [item.get("level") for item in items]}


def stock_level(request, sku):
    """Stock level."""
    sku = base64.urlsafe_b64decode(sku.encode()).decode()
    result = run_stock_level(sku)
    return JsonResponse(result)


urlpatterns = [path("stock-level/<str:sku>/", stock_level)]
