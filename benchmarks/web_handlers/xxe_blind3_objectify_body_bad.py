from django.http import JsonResponse
from lxml import etree, objectify


def import_order(request):
    order = objectify.fromstring(request.body)
    return JsonResponse({"sku": str(order.sku)})
