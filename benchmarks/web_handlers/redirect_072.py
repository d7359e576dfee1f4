from urllib.parse import urlparse

from django.shortcuts import redirect
from django.urls import path
from django.views.decorators.http import require_http_methods

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@require_http_methods(["POST"])
def go(request):
    """Go."""
    url = request.POST.get("url", "")
    queue = ["/"]
    queue.extend([url, "spare"])
    queue.pop()
    url = queue[-1]
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return redirect(url)


urlpatterns = [path("go/", go)]
