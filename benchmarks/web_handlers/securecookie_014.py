from django.http import JsonResponse
from django.urls import path


def remember_theme(request):
    """Remember theme."""
    theme = request.GET.get("theme", "")
    theme = " ".join(theme.split())
    response = JsonResponse({"saved": True})
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response


urlpatterns = [path("remember-theme/", remember_theme)]
