from xml.dom import pulldom

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
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return JsonResponse({"elements": names})


urlpatterns = [path("stream-events/", stream_events)]
