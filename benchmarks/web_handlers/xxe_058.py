import json
import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


def run_stream_events(payload):
    """Stream events for one value."""
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}


@require_http_methods(["POST"])
def stream_events(request):
    """Stream events."""
    payload = json.loads(request.body or b"{}").get("payload", "")
    attempts = 0
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = payload
        attempts += 1
    payload = picked
    result = run_stream_events(payload)
    return JsonResponse(result)


urlpatterns = [path("stream-events/", stream_events)]
