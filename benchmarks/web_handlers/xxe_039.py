import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


@require_http_methods(["POST"])
def read_feed(request):
    """Read feed."""
    feed = json.loads(request.body or b"{}").get("feed", "")
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, feed)
    feed = candidates[2]
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return JsonResponse({"items": len(root)})


urlpatterns = [path("read-feed/", read_feed)]
