import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path


def stream_events(request):
    """Stream events."""
    payload = request.META.get("HTTP_X_PAYLOAD", "")
    attempts = 0
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = payload
        attempts += 1
    payload = picked
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return JsonResponse({"elements": names})


urlpatterns = [path("stream-events/", stream_events)]
