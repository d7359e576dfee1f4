import json
import secrets

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

API_KEYS = {}


@require_http_methods(["POST"])
def new_api_key(request):
    """New api key."""
    owner = json.loads(request.body or b"{}").get("owner", "")
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return JsonResponse({"api_key": key})


urlpatterns = [path("new-api-key/", new_api_key)]
