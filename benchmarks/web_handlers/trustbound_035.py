import configparser

from django.http import JsonResponse
from django.urls import path


def remember_user(request):
    """Remember user."""
    username = request.GET.getlist("username", [""])[0]
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "guest")
    conf.set("lookup", "requested", username)
    username = conf.get("lookup", "fallback")
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
