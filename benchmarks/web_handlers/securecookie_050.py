from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def remember_theme(request):
    """Remember theme."""
    theme = request.POST.get("theme", "")
    response = JsonResponse({"saved": True})
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response


urlpatterns = [path("remember-theme/", remember_theme)]
