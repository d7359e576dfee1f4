import os

from django.http import FileResponse
from django.urls import path
from django.utils.text import get_valid_filename

DOWNLOADS = "/srv/app/downloads"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def download(request):
    """Download."""
    filename = request.GET.getlist("filename", [""])[0]
    filename = normalise(filename)
    return FileResponse(open(os.path.join(DOWNLOADS, get_valid_filename(filename)), "rb"))


urlpatterns = [path("download/", download)]
