import yaml
from django.http import JsonResponse
from django.urls import path


def import_settings(request, document):
    """Import settings."""
    document = document or "theme: dark"
    settings = yaml.load(document, Loader=yaml.Loader)
    return JsonResponse({"keys": sorted(settings)})


urlpatterns = [path("import-settings/<str:document>/", import_settings)]
