import io

import defusedxml.ElementTree as defused_etree
from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def upload_config(request):
    """Upload config."""
    config = param(request, "config")
    if not config:
        config = ""
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return JsonResponse({"root": tree.getroot().tag})


urlpatterns = [path("upload-config/", upload_config)]
