from pathlib import Path

from django.http import JsonResponse
from django.urls import path

TEMPLATES = "/srv/app/templates"


def template_source(request):
    """Template source."""
    template = request.GET.get("template", "")
    cleaned = ""
    for ch in template:
        if ch.isprintable():
            cleaned += ch
    template = cleaned
    target = (Path(TEMPLATES) / template).resolve()
    return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/", template_source)]
