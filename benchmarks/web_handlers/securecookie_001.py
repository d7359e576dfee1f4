from django.http import JsonResponse
from django.urls import path


def remember_user(request):
    """Remember user."""
    user = request.GET.getlist("user", [""])[0]
    response = JsonResponse({"saved": True})
    response.set_cookie("remember_user", user, secure=True, httponly=True)
    return response


urlpatterns = [path("remember-user/", remember_user)]
