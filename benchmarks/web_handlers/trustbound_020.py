from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def remember_user(request):
    """Remember user."""
    username = param(request, "username")
    attempts = 0
    picked = "guest"
    while attempts < 1:
        picked = username
        attempts += 1
    username = picked
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
