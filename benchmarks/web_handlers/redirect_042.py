from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request, url):
    """Go."""
    queue = ["/"]
    queue.extend([url, "spare"])
    queue.pop()
    url = queue[-1]
    return redirect(url)


urlpatterns = [path("go/<str:url>/", go)]
