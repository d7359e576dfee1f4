from django.http import JsonResponse
from django.urls import path


def remember_theme(request):
    """Remember theme."""
    theme = request.META.get("HTTP_X_THEME", "")
    theme = theme.replace("\r", "").replace("\n", "")
    response = JsonResponse({"saved": True})
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response


urlpatterns = [path("remember-theme/", remember_theme)]
