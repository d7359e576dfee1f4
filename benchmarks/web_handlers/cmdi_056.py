import subprocess

from django.http import JsonResponse
from django.urls import path

EXPORT_ROOT = "/srv/exports"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def export_archive(request):
    """Export archive."""
    folder = param(request, "folder")
    candidates = ["reports"]
    candidates.append(folder)
    folder = candidates[-1]
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(args, check=False)
    return JsonResponse({"ok": done.returncode == 0})


urlpatterns = [path("export-archive/", export_archive)]
