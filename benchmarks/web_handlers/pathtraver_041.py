import shutil

from django.http import JsonResponse
from django.urls import path
from django.views import View

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


class CopyToArchiveView(View):
    def get(self, request):
        """Copy to archive."""
        filename = request.GET.dict().get("filename", "")
        filename = filename[:200]
        shutil.copy(LOGS + "/" + filename, ARCHIVE)
        return JsonResponse({"archived": True})


urlpatterns = [path("copy-to-archive/", CopyToArchiveView.as_view())]
