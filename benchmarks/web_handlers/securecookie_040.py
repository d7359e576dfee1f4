import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def remember_user(request):
    """Remember user."""
    user = json.loads(request.body or b"{}").get("user", "")
    response = JsonResponse({"saved": True})
    response.set_cookie("remember_user", user, secure=True, httponly=True)
    return response


urlpatterns = [path("remember-user/", remember_user)]
