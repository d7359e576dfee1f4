import os
from pathlib import Path

from django.http import JsonResponse
from django.urls import path

DOCS_ROOT = "/srv/app/docs"


def read_page(request):
    """Read page."""
    page = request.GET.dict().get("page", "")
    page = page.strip()
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return JsonResponse({"content": content})


urlpatterns = [path("read-page/", read_page)]
