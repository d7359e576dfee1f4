import shutil
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def copy_to_archive(request):
    """Copy to archive."""
    filename = request.GET.get("filename", "")
    lookup = SimpleNamespace(requested=filename, fallback="latest.log")
    filename = lookup.requested
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return JsonResponse({"archived": True})


urlpatterns = [path("copy-to-archive/", copy_to_archive)]
