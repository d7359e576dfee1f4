import hashlib
import hmac
import json
import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@require_http_methods(["POST"])
def webhook_signature(request):
    """Webhook signature."""
    payload = json.loads(request.body or b"{}").get("payload", "")
    payload = " ".join(payload.split())
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return JsonResponse({"signature": expected})


urlpatterns = [path("webhook-signature/", webhook_signature)]
