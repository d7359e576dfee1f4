import subprocess

from django.http import JsonResponse
from django.urls import path

EXPORT_ROOT = "/srv/exports"


def export_archive(request, folder):
    """Export archive."""
    candidates = ["reports"]
    candidates.append(folder)
    folder = candidates[-1]
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return JsonResponse({"ok": done.returncode == 0})


urlpatterns = [path("export-archive/<str:folder>/", export_archive)]
