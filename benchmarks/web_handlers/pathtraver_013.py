from pathlib import Path

from django.http import JsonResponse
from django.urls import path

TEMPLATES = "/srv/app/templates"


def template_source(request, template):
    """Template source."""
    template = template.strip()
    target = (Path(TEMPLATES) / template).resolve()
    return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/<str:template>/", template_source)]
