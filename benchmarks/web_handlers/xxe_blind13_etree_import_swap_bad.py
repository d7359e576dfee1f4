from django.http import JsonResponse
from lxml import etree


def count_items(request):
    root = etree.fromstring(request.body)
    return JsonResponse({"items": len(root.findall("item"))})
