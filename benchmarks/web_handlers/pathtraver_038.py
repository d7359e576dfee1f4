import os
from pathlib import Path

from django.http import JsonResponse
from django.urls import path

DOCS_ROOT = "/srv/app/docs"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def read_page(request):
    """Read page."""
    page = request.META.get("HTTP_X_PAGE", "")
    page = value_or_default(page, "index.md", use_request=False)
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return JsonResponse({"content": content})


urlpatterns = [path("read-page/", read_page)]
