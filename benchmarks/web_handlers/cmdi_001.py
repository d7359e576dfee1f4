import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View

EXPORT_ROOT = "/srv/exports"


class ExportArchiveView(View):
    def get(self, request):
        """Export archive."""
        folder = request.GET.dict().get("folder", "")
        mode = "override"
        if mode == "override":
            chosen = folder
        else:
            chosen = "reports"
        folder = chosen
        args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
        args.append(folder)
        done = subprocess.run(args, check=False)
        return JsonResponse({"ok": done.returncode == 0})


urlpatterns = [path("export-archive/", ExportArchiveView.as_view())]
