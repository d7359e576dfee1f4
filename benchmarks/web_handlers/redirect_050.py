from urllib.parse import urlparse

from django.http import HttpResponseRedirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def leave(request):
    """Leave."""
    url = request.GET.dict().get("url", "")
    url = next(part for part in (url, "/") if part)
    if urlparse(url).scheme not in ("", "https"):
        url = "/"
    return HttpResponseRedirect(url)


urlpatterns = [path("leave/", leave)]
