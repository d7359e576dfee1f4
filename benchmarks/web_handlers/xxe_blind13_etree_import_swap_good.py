from django.http import JsonResponse
import xml.etree.ElementTree as etree


def count_items(request):
    root = etree.fromstring(request.body)
    return JsonResponse({"items": len(root.findall("item"))})
