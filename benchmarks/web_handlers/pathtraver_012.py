import os
import shutil

from django.http import JsonResponse
from django.urls import path
from django.views import View

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


class CopyToArchiveView(View):
    def post(self, request):
        """Copy to archive."""
        filename = request.POST.get("filename", "")
        filename = "%s" % filename.strip()
        shutil.copy(LOGS + "/" + os.path.basename(filename), ARCHIVE)
        return JsonResponse({"archived": True})


urlpatterns = [path("copy-to-archive/", CopyToArchiveView.as_view())]
