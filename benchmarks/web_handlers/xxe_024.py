import io

from django.http import JsonResponse
from django.urls import path
from lxml import etree


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def upload_config(request):
    """Upload config."""
    config = param(request, "config")
    if not config:
        config = ""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return JsonResponse({"root": tree.getroot().tag})


urlpatterns = [path("upload-config/", upload_config)]
