from django.http import JsonResponse
from lxml import etree


def import_feed(request):
    root = etree.fromstring(request.body)
    return JsonResponse({"items": len(root.findall("item"))})
