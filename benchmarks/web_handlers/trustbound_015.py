from django.http import JsonResponse
from django.urls import path


def remember_user(request):
    """Remember user."""
    username = request.GET.get("username", "")
    queue = ["guest"]
    queue.extend([username, "spare"])
    queue.pop()
    username = queue[0]
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
