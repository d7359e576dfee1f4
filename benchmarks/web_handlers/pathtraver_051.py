import os
from pathlib import Path

from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.urls import path

DOCS_ROOT = "/srv/app/docs"


def read_page(request):
    """Read page."""
    page = request.GET.dict().get("page", "")
    page = page.strip()
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    if not target.startswith(os.path.realpath(DOCS_ROOT) + os.sep):
        raise PermissionDenied
    content = Path(target).read_text(encoding="utf-8")
    return JsonResponse({"content": content})


urlpatterns = [path("read-page/", read_page)]
