import os
from pathlib import Path

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DOCS_ROOT = "/srv/app/docs"


@require_http_methods(["POST"])
def read_page(request):
    """Read page."""
    page = request.POST.get("page", "")
    candidates = ["index.md"]
    candidates.append(page)
    page = candidates[0]
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return JsonResponse({"content": content})


urlpatterns = [path("read-page/", read_page)]
