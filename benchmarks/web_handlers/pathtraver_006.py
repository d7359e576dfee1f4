import os

from django.http import FileResponse
from django.urls import path
from django.views import View

DOWNLOADS = "/srv/app/downloads"


class DownloadView(View):
    def get(self, request):
        """Download."""
        filename = request.META.get("HTTP_X_FILENAME", "")
        queue = ["readme.txt"]
        queue.extend([filename, "spare"])
        queue.pop()
        filename = queue[0]
        return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", DownloadView.as_view())]
