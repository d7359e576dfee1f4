import uuid

from django.http import JsonResponse
from django.urls import path

CSRF_TOKENS = {}


def csrf_token(request):
    """Csrf token."""
    form_id = request.GET.get("form_id", "")
    token = uuid.uuid4().hex
    CSRF_TOKENS[form_id] = token
    return JsonResponse({"csrf_token": token})


urlpatterns = [path("csrf-token/", csrf_token)]
