import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def read_feed(request):
    """Read feed."""
    feed = request.POST.get("feed", "")
    limit = 5
    if len("abcd") < limit:
        feed = feed.strip()
    else:
        feed = "<order><id>1</id></order>"
    root = ET.fromstring(feed)
    return JsonResponse({"items": len(root)})


urlpatterns = [path("read-feed/", read_feed)]
