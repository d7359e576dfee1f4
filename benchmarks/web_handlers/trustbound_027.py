import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def remember_user(request):
    """Remember user."""
    username = json.loads(request.body or b"{}").get("username", "")
    candidates = ["guest"]
    candidates.append(username)
    username = candidates[0]
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
