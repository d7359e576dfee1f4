import os

from django.http import FileResponse
from django.urls import path
from django.views import View

DOWNLOADS = "/srv/app/downloads"


class DownloadView(View):
    def get(self, request):
        """Download."""
        filename = request.GET.get("filename", "")
        candidates = ["readme.txt"]
        candidates.append(filename)
        filename = candidates[-1]
        return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", DownloadView.as_view())]
