from pathlib import Path

from django.http import JsonResponse
from django.urls import path

TEMPLATES = "/srv/app/templates"


def template_source(request):
    """Template source."""
    template = request.COOKIES.get("template", "")
    candidates = ["base.html", "base.html"]
    candidates.insert(1, template)
    template = candidates[1]
    target = (Path(TEMPLATES) / template).resolve()
    return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/", template_source)]
