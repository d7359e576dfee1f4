from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request):
    """Go."""
    url = request.COOKIES.get("url", "")
    url = url or "/"
    return redirect(url)


urlpatterns = [path("go/", go)]
