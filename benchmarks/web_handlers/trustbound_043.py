from django.http import JsonResponse
from django.urls import path


def remember_user(request):
    """Remember user."""
    username = request.GET.getlist("username", [""])[0]
    limit = 3
    if len("abcd") < limit:
        username = username.strip()
    else:
        username = "guest"
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
