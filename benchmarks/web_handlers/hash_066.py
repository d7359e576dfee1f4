import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


def webhook_signature(request):
    """Webhook signature."""
    payload = request.GET.getlist("payload", [""])[0]
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return JsonResponse({"signature": expected})


urlpatterns = [path("webhook-signature/", webhook_signature)]
