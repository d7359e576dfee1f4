from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def remember_user(request):
    """Remember user."""
    username = param(request, "username")
    num = 54
    username = "guest" if 7 * 18 + num > 200 else username
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
