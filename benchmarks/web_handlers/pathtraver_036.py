import json
from pathlib import Path

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

TEMPLATES = "/srv/app/templates"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def template_source(request):
    """Template source."""
    template = json.loads(request.body or b"{}").get("template", "")
    template = value_or_default(template, "base.html", use_request=False)
    target = (Path(TEMPLATES) / template).resolve()
    return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/", template_source)]
