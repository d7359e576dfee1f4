import xml.etree.ElementTree as ET

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def read_feed(request):
    """Read feed."""
    feed = request.FILES["feed"].read().decode()
    feed = " ".join(feed.split())
    root = ET.fromstring(feed)
    return JsonResponse({"items": len(root)})


urlpatterns = [path("read-feed/", read_feed)]
