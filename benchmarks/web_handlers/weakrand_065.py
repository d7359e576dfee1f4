import random
import uuid

from django.http import JsonResponse
from django.urls import path

CSRF_TOKENS = {}


def csrf_token(request):
    """Csrf token."""
    form_id = request.META.get("HTTP_X_FORM_ID", "")
    form_id = "{}".format(form_id).strip()
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return JsonResponse({"csrf_token": token})


urlpatterns = [path("csrf-token/", csrf_token)]
