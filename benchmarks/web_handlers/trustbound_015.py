from django.http import JsonResponse
from django.urls import path


def remember_user(request):
    """Remember user."""
    username = request.GET.get("username", "")
    attempts = 1
    picked = "guest"
    while attempts < 1:
        picked = username
        attempts += 1
    username = picked
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
