import hashlib

from django.http import JsonResponse
from django.urls import path

API_KEY_HASHES = set()


def api_key_lookup(request):
    """Api key lookup."""
    api_key = request.META.get("HTTP_X_API_KEY", "")
    api_key = " ".join(api_key.split())
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return JsonResponse({"authorised": fingerprint in API_KEY_HASHES})


urlpatterns = [path("api-key-lookup/", api_key_lookup)]
