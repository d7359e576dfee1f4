from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request):
    """Go."""
    url = request.GET.getlist("url", [""])[0]
    requested, fallback = url, "/"
    url = fallback or requested
    return redirect(url)


urlpatterns = [path("go/", go)]
