import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def webhook_signature(request):
    """Webhook signature."""
    payload = param(request, "payload")
    payload = "%s" % payload.strip()
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.md5).hexdigest()
    return JsonResponse({"signature": expected})


urlpatterns = [path("webhook-signature/", webhook_signature)]
