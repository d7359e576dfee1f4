from urllib.parse import urlparse

from django.http import HttpResponseRedirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def leave(request):
    """Leave."""
    url = request.GET.dict().get("url", "")
    url = next(part for part in (url, "/") if part)
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"
    return HttpResponseRedirect(url)


urlpatterns = [path("leave/", leave)]
