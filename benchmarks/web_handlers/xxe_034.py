import io

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree


def run_upload_config(config):
    """Upload config for one value."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}


@require_http_methods(["POST"])
def upload_config(request):
    """Upload config."""
    config = request.POST.get("config", "")
    config = config.strip()
    result = run_upload_config(config)
    return JsonResponse(result)


urlpatterns = [path("upload-config/", upload_config)]
