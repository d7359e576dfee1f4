from django.http import JsonResponse
from django.urls import path


def remember_user(request):
    """Remember user."""
    username = request.META.get("HTTP_X_USERNAME", "")
    candidates = ["guest"]
    candidates.append(username)
    username = candidates[0]
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
