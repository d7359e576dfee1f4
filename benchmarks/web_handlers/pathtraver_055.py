import os

from django.http import FileResponse
from django.urls import path

DOWNLOADS = "/srv/app/downloads"


def download(request):
    """Download."""
    filename = request.GET.dict().get("filename", "")
    choices = {"fallback": "readme.txt", "requested": filename}
    filename = choices["requested"]
    return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", download)]
