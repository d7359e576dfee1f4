from xml.dom import pulldom

from django.http import JsonResponse
from django.urls import path
from django.views import View


class StreamEventsView(View):
    def post(self, request):
        """Stream events."""
        payload = request.POST.get("payload", "")
        if not payload:
            payload = ""
        events = pulldom.parseString(payload)
        names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
        return JsonResponse({"elements": names})


urlpatterns = [path("stream-events/", StreamEventsView.as_view())]
