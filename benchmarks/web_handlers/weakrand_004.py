import random

from django.http import JsonResponse
from django.urls import path

PENDING_CODES = {}


def send_code(request):
    """Send code."""
    phone = request.GET.get("phone", "")
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return JsonResponse({"sent": True})


urlpatterns = [path("send-code/", send_code)]
