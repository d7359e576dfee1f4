from xml.dom import pulldom

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def stream_events(request):
    """Stream events."""
    payload = request.POST.get("payload", "")
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return JsonResponse({"elements": names})


urlpatterns = [path("stream-events/", stream_events)]
