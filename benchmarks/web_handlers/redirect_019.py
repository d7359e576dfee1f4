import configparser

from django.shortcuts import redirect
from django.urls import path

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def go(request, url):
    """Go."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/")
    conf.set("lookup", "requested", url)
    url = conf.get("lookup", "fallback")
    return redirect(url)


urlpatterns = [path("go/<str:url>/", go)]
