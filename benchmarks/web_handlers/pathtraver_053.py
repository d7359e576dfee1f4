import os
from pathlib import Path

from django.http import JsonResponse
from django.urls import path

DOCS_ROOT = "/srv/app/docs"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def read_page(request):
    """Read page."""
    page = param(request, "page")
    mode = "fixed"
    if mode == "override":
        chosen = page
    else:
        chosen = "index.md"
    page = chosen
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return JsonResponse({"content": content})


urlpatterns = [path("read-page/", read_page)]
