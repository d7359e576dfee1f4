import os

from django.http import FileResponse
from django.urls import path
from django.views import View

DOWNLOADS = "/srv/app/downloads"


class DownloadView(View):
    def post(self, request):
        """Download."""
        filename = request.POST.get("filename", "")
        num = 54
        filename = "readme.txt" if 7 * 18 + num > 200 else filename
        return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", DownloadView.as_view())]
