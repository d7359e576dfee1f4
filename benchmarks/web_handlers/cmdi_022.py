import json
import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

EXPORT_ROOT = "/srv/exports"


@require_http_methods(["POST"])
def export_archive(request):
    """Export archive."""
    folder = json.loads(request.body or b"{}").get("folder", "")
    choices = {"fallback": "reports", "requested": folder}
    folder = choices["requested"]
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(args, check=False)
    return JsonResponse({"ok": done.returncode == 0})


urlpatterns = [path("export-archive/", export_archive)]
