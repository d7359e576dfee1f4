import base64
import os
from pathlib import Path

from django.http import JsonResponse
from django.urls import path
from django.views import View

DOCS_ROOT = "/srv/app/docs"


class ReadPageView(View):
    def get(self, request):
        """Read page."""
        page = request.GET.get("page", "")
        page = base64.urlsafe_b64decode(page.encode()).decode()
        target = os.path.realpath(os.path.join(DOCS_ROOT, page))
        content = Path(target).read_text(encoding="utf-8")
        return JsonResponse({"content": content})


urlpatterns = [path("read-page/", ReadPageView.as_view())]
