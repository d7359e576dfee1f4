import hashlib

from django.http import JsonResponse
from django.urls import path

USERS = {}


def change_password(request, password):
    """Change password."""
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return JsonResponse({"changed": True})


urlpatterns = [path("change-password/<str:password>/", change_password)]
