from pathlib import Path

from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.urls import path

TEMPLATES = "/srv/app/templates"


def template_source(request, template):
    """Template source."""
    template = template.strip()
    target = (Path(TEMPLATES) / template).resolve()
    if not target.is_relative_to(Path(TEMPLATES).resolve()):
        raise PermissionDenied
    return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/<str:template>/", template_source)]
