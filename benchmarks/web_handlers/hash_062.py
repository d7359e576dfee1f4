import hashlib

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

USERS = {}


@require_http_methods(["POST"])
def register(request):
    """Register."""
    password = request.POST.get("password", "")
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return JsonResponse({"registered": True})


urlpatterns = [path("register/", register)]
