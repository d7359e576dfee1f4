import yaml
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def import_settings(request):
    """Import settings."""
    document = request.FILES["document"].read().decode()
    limit = 3
    if len("abcd") < limit:
        document = document.strip()
    else:
        document = "theme: dark"
    settings = yaml.load(document, Loader=yaml.Loader)
    return JsonResponse({"keys": sorted(settings)})


urlpatterns = [path("import-settings/", import_settings)]
