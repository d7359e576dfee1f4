from django.http import JsonResponse
from django.urls import path
from lxml import etree

ORDERS = "/srv/app/data/orders.xml"


def order_status(request):
    """Order status."""
    order_id = request.GET.get("order_id", "")
    requested, fallback = order_id, "1"
    order_id = fallback or requested
    tree = etree.parse(ORDERS)
    status = tree.xpath("//order[@id=" + order_id + "]/status/text()")
    return JsonResponse({"status": [str(s) for s in status]})


urlpatterns = [path("order-status/", order_status)]
