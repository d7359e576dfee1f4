from django.http import JsonResponse
from lxml import etree


def import_catalog(request):
    parser = etree.XMLParser(load_dtd=True, no_network=False)
    root = etree.fromstring(request.body, parser)
    return JsonResponse({"entries": len(root)})
