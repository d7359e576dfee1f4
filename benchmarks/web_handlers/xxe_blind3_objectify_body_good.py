from django.http import JsonResponse
from lxml import etree, objectify


def import_order(request):
    order = objectify.fromstring(request.body, parser=etree.XMLParser(resolve_entities=False, no_network=True))
    return JsonResponse({"sku": str(order.sku)})
