from urllib.parse import urlparse

from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request):
    """Go."""
    url = request.COOKIES.get("url", "")
    num = 54
    url = "/" if 7 * 18 + num > 200 else url
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return redirect(url)


urlpatterns = [path("go/", go)]
