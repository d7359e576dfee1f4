import configparser
import json
from xml.dom import pulldom

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def stream_events(request):
    """Stream events."""
    payload = json.loads(request.body or b"{}").get("payload", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "<order><id>1</id></order>")
    conf.set("lookup", "requested", payload)
    payload = conf.get("lookup", "requested")
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return JsonResponse({"elements": names})


urlpatterns = [path("stream-events/", stream_events)]
