import random

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

PENDING_CODES = {}


@require_http_methods(["POST"])
def send_code(request):
    """Send code."""
    phone = request.POST.get("phone", "")
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return JsonResponse({"sent": True})


urlpatterns = [path("send-code/", send_code)]
