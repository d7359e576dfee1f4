from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def remember_user(request):
    """Remember user."""
    user = param(request, "user")
    response = JsonResponse({"saved": True})
    response.set_cookie("remember_user", user, secure=True, httponly=False)
    return response


urlpatterns = [path("remember-user/", remember_user)]
