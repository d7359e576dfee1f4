from django.http import JsonResponse
from django.urls import path


def remember_theme(request, theme):
    """Remember theme."""
    response = JsonResponse({"saved": True})
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response


urlpatterns = [path("remember-theme/<str:theme>/", remember_theme)]
