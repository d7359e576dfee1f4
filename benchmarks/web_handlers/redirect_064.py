from urllib.parse import urlparse

from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request, url):
    """Go."""
    url = next(part for part in (url, "/") if part)
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return redirect(url)


urlpatterns = [path("go/<str:url>/", go)]
