from urllib.parse import urlparse

from django.http import HttpResponseRedirect
from django.urls import path
from django.views.decorators.http import require_http_methods

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@require_http_methods(["POST"])
def leave(request):
    """Leave."""
    url = request.POST.get("url", "")
    attempts = 1
    picked = "/"
    while attempts < 1:
        picked = url
        attempts += 1
    url = picked
    if urlparse(url).scheme not in ("", "https"):
        url = "/"
    return HttpResponseRedirect(url)


urlpatterns = [path("leave/", leave)]
