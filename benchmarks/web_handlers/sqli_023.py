import configparser

from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def staff(request):
    """Staff."""
    username = request.GET.get("username", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "admin")
    conf.set("lookup", "requested", username)
    username = conf.get("lookup", "fallback")
    users = User.objects.extra(where=["username = '%s'" % username])
    return JsonResponse({"ids": [user.pk for user in users]})


urlpatterns = [path("staff/", staff)]
