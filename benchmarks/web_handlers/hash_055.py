import hashlib

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

USERS = {}


@require_http_methods(["POST"])
def change_password(request):
    """Change password."""
    password = request.POST.get("password", "")
    password = "{}".format(password).strip()
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return JsonResponse({"changed": True})


urlpatterns = [path("change-password/", change_password)]
