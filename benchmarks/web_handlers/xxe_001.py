import io

import defusedxml.ElementTree as defused_etree
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def upload_config(request):
    """Upload config."""
    config = request.FILES["config"].read().decode()
    config = f"{config.strip()}"
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return JsonResponse({"root": tree.getroot().tag})


urlpatterns = [path("upload-config/", upload_config)]
