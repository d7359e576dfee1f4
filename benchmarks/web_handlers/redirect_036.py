import json

from django.shortcuts import redirect
from django.urls import path
from django.views.decorators.http import require_http_methods

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@require_http_methods(["POST"])
def go(request):
    """Go."""
    url = json.loads(request.body or b"{}").get("url", "")
    candidates = ["/"]
    candidates.append(url)
    url = candidates[0]
    return redirect(url)


urlpatterns = [path("go/", go)]
