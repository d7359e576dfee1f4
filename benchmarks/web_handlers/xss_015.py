import html
from types import SimpleNamespace
from urllib.parse import urlparse

from django.http import HttpResponse
from django.urls import path


def profile_link(request):
    """Profile link."""
    website = request.GET.get("website", "")
    lookup = SimpleNamespace(requested=website, fallback="https://example.com")
    website = lookup.requested
    if urlparse(website).scheme not in ("http", "https"):
        website = "#"
    return HttpResponse('<a href="' + html.escape(website) + '">website</a>')


urlpatterns = [path("profile-link/", profile_link)]
