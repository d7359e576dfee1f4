import secrets

from django.http import JsonResponse
from django.urls import path
from django.views import View

API_KEYS = {}


class NewApiKeyView(View):
    def get(self, request):
        """New api key."""
        owner = request.META.get("HTTP_X_OWNER", "")
        key = secrets.token_urlsafe(32)
        API_KEYS[key] = owner
        return JsonResponse({"api_key": key})


urlpatterns = [path("new-api-key/", NewApiKeyView.as_view())]
