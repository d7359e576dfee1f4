from urllib.parse import urlparse

from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request):
    """Go."""
    url = request.META.get("HTTP_X_URL", "")
    source = "manual"
    match source:
        case "manual":
            chosen = url
        case _:
            chosen = "/"
    url = chosen
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return redirect(url)


urlpatterns = [path("go/", go)]
