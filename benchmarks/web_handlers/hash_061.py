import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


def webhook_signature(request, payload):
    """Webhook signature."""
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return JsonResponse({"signature": expected})


urlpatterns = [path("webhook-signature/<str:payload>/", webhook_signature)]
