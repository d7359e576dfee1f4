from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


@require_http_methods(["POST"])
def read_feed(request):
    """Read feed."""
    feed = request.POST.get("feed", "")
    mode = "override"
    if mode == "override":
        chosen = feed
    else:
        chosen = "<order><id>1</id></order>"
    feed = chosen
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return JsonResponse({"items": len(root)})


urlpatterns = [path("read-feed/", read_feed)]
