import json
import os

from django.http import FileResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DOWNLOADS = "/srv/app/downloads"


@require_http_methods(["POST"])
def download(request):
    """Download."""
    filename = json.loads(request.body or b"{}").get("filename", "")
    candidates = ["readme.txt", "readme.txt"]
    candidates.insert(1, filename)
    filename = candidates[1]
    return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", download)]
