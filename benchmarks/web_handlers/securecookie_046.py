from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def remember_theme(request):
    """Remember theme."""
    theme = param(request, "theme")
    response = JsonResponse({"saved": True})
    response.set_cookie("theme", theme, httponly=True, samesite="Lax")
    return response


urlpatterns = [path("remember-theme/", remember_theme)]
