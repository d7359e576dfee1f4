import io

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


@require_http_methods(["POST"])
def upload_config(request):
    """Upload config."""
    config = request.POST.get("config", "")
    mode = "override"
    if mode == "override":
        chosen = config
    else:
        chosen = "<order><id>1</id></order>"
    config = chosen
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return JsonResponse({"root": tree.getroot().tag})


urlpatterns = [path("upload-config/", upload_config)]
