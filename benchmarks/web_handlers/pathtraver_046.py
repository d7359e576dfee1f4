import os

from django.http import FileResponse
from django.urls import path
from django.views import View

DOWNLOADS = "/srv/app/downloads"


class DownloadView(View):
    def get(self, request):
        """Download."""
        filename = request.GET.getlist("filename", [""])[0]
        choices = {"fallback": "readme.txt", "requested": filename}
        filename = choices["fallback"]
        return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", DownloadView.as_view())]
