import os
import shutil

from django.http import JsonResponse
from django.urls import path

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def copy_to_archive(request):
    """Copy to archive."""
    filename = request.GET.get("filename", "")
    cleaned = ""
    for ch in filename:
        if ch.isprintable():
            cleaned += ch
    filename = cleaned
    shutil.copy(LOGS + "/" + os.path.basename(filename), ARCHIVE)
    return JsonResponse({"archived": True})


urlpatterns = [path("copy-to-archive/", copy_to_archive)]
