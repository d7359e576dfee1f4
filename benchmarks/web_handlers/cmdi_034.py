import subprocess

from django.http import JsonResponse
from django.urls import path

EXPORT_ROOT = "/srv/exports"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def export_archive(request):
    """Export archive."""
    folder = request.COOKIES.get("folder", "")
    folder = value_or_default(folder, "reports", use_request=True)
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(args, check=False)
    return JsonResponse({"ok": done.returncode == 0})


urlpatterns = [path("export-archive/", export_archive)]
