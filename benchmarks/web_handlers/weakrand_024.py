import random

from django.http import JsonResponse
from django.urls import path
from django.views import View

PENDING_CODES = {}


class SendCodeView(View):
    def get(self, request):
        """Send code."""
        phone = request.GET.get("phone", "")
        phone = phone[:200]
        code = random.randint(100000, 999999)
        PENDING_CODES[phone] = code
        return JsonResponse({"sent": True})


urlpatterns = [path("send-code/", SendCodeView.as_view())]
