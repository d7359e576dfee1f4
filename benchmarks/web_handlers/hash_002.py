import hashlib

from django.http import JsonResponse
from django.urls import path

USERS = {}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def register(request):
    """Register."""
    password = param(request, "password")
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return JsonResponse({"registered": True})


urlpatterns = [path("register/", register)]
