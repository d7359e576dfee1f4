import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def stream_events(request):
    """Stream events."""
    payload = request.FILES["payload"].read().decode()
    payload = value_or_default(payload, "<order><id>1</id></order>", use_request=False)
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return JsonResponse({"elements": names})


urlpatterns = [path("stream-events/", stream_events)]
