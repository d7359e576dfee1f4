import shutil

from django.http import JsonResponse
from django.urls import path
from django.views import View

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


class CopyToArchiveView(View):
    def get(self, request):
        """Copy to archive."""
        filename = request.META.get("HTTP_X_FILENAME", "")
        attempts = 0
        picked = "latest.log"
        while attempts < 1:
            picked = filename
            attempts += 1
        filename = picked
        shutil.copy(LOGS + "/" + filename, ARCHIVE)
        return JsonResponse({"archived": True})


urlpatterns = [path("copy-to-archive/", CopyToArchiveView.as_view())]
