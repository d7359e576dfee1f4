import json
import os

from django.http import JsonResponse
from django.urls import path
from itsdangerous import Signer

SIGNER = Signer(os.environ["SESSION_SECRET"])


def restore_session(request):
    """Restore session."""
    blob = request.GET.get("blob", "")
    for part in blob.split(","):
        if part:
            blob = part.strip()
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", restore_session)]
