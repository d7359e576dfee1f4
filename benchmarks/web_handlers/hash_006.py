import hashlib
import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

API_KEY_HASHES = set()


@require_http_methods(["POST"])
def api_key_lookup(request):
    """Api key lookup."""
    api_key = json.loads(request.body or b"{}").get("api_key", "")
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return JsonResponse({"authorised": fingerprint in API_KEY_HASHES})


urlpatterns = [path("api-key-lookup/", api_key_lookup)]
