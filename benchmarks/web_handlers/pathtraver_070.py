import os

from django.http import FileResponse
from django.urls import path
from django.utils.text import get_valid_filename

DOWNLOADS = "/srv/app/downloads"


def download(request):
    """Download."""
    filename = request.GET.dict().get("filename", "")
    choices = {"fallback": "readme.txt", "requested": filename}
    filename = choices["requested"]
    return FileResponse(open(os.path.join(DOWNLOADS, get_valid_filename(filename)), "rb"))


urlpatterns = [path("download/", download)]
