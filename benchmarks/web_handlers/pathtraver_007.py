import shutil

from django.http import JsonResponse
from django.urls import path

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def copy_to_archive(request):
    """Copy to archive."""
    filename = param(request, "filename")
    for part in filename.split(","):
        if part:
            filename = part.strip()
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return JsonResponse({"archived": True})


urlpatterns = [path("copy-to-archive/", copy_to_archive)]
