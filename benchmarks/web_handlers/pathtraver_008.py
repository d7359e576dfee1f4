import os

from django.http import FileResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DOWNLOADS = "/srv/app/downloads"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def download(request):
    """Download."""
    filename = request.POST.get("filename", "")
    filename = value_or_default(filename, "readme.txt", use_request=True)
    return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", download)]
