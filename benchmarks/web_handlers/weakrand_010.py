import secrets

from django.http import JsonResponse
from django.urls import path

PENDING_CODES = {}


def send_code(request):
    """Send code."""
    phone = request.GET.get("phone", "")
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return JsonResponse({"sent": True})


urlpatterns = [path("send-code/", send_code)]
