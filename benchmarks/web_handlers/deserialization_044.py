import json

import yaml
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def import_settings(request):
    """Import settings."""
    document = json.loads(request.body or b"{}").get("document", "")
    document = "{}".format(document).strip()
    settings = yaml.load(document, Loader=yaml.SafeLoader)
    return JsonResponse({"keys": sorted(settings)})


urlpatterns = [path("import-settings/", import_settings)]
