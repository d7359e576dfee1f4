from pathlib import Path

from django.http import JsonResponse
from django.urls import path

TEMPLATES = "/srv/app/templates"


def template_source(request):
    """Template source."""
    template = request.GET.getlist("template", [""])[0]
    num = 7
    template = template if num % 2 == 1 else "base.html"
    target = (Path(TEMPLATES) / template).resolve()
    return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/", template_source)]
