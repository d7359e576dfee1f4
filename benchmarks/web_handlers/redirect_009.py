from types import SimpleNamespace

from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request):
    """Go."""
    url = request.COOKIES.get("url", "")
    lookup = SimpleNamespace(requested=url, fallback="/")
    url = lookup.fallback
    return redirect(url)


urlpatterns = [path("go/", go)]
