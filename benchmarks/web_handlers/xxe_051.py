import json
import xml.sax
from types import SimpleNamespace
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def stream_events(request):
    """Stream events."""
    payload = json.loads(request.body or b"{}").get("payload", "")
    lookup = SimpleNamespace(requested=payload, fallback="<order><id>1</id></order>")
    payload = lookup.requested
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return JsonResponse({"elements": names})


urlpatterns = [path("stream-events/", stream_events)]
