from django.http import JsonResponse
from django.urls import path


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def remember_theme(request):
    """Remember theme."""
    theme = request.GET.dict().get("theme", "")
    theme = normalise(theme)
    response = JsonResponse({"saved": True})
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response


urlpatterns = [path("remember-theme/", remember_theme)]
