import configparser

from django.shortcuts import redirect
from django.urls import path
from django.views.decorators.http import require_http_methods

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@require_http_methods(["POST"])
def go(request):
    """Go."""
    url = request.POST.get("url", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/")
    conf.set("lookup", "requested", url)
    url = conf.get("lookup", "requested")
    return redirect(url)


urlpatterns = [path("go/", go)]
