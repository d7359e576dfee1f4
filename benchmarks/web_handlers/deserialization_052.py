import base64
import os
import pickle

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
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", restore_session)]
