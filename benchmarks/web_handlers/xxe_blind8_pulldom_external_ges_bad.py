from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse


def count_orders(request):
    parser = make_parser()
    parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(request.body.decode(), parser=parser)
    count = sum(1 for event, node in events if event == pulldom.START_ELEMENT and node.tagName == "order")
    return JsonResponse({"orders": count})
