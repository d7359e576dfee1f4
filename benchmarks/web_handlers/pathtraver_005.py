from pathlib import Path

from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.urls import path
from django.views import View

TEMPLATES = "/srv/app/templates"


class TemplateSourceView(View):
    def post(self, request):
        """Template source."""
        template = request.POST.get("template", "")
        attempts = 0
        picked = "base.html"
        while attempts < 1:
            picked = template
            attempts += 1
        template = picked
        target = (Path(TEMPLATES) / template).resolve()
        if not target.is_relative_to(Path(TEMPLATES).resolve()):
            raise PermissionDenied
        return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/", TemplateSourceView.as_view())]
