from django.http import JsonResponse
from django.urls import path


def remember_user(request):
    """Remember user."""
    username = request.GET.getlist("username", [""])[0]
    num = 86
    username = "guest" if 7 * 18 + num > 200 else username
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
