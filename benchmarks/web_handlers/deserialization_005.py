import base64
import configparser
import os
import pickle

from django.http import JsonResponse
from django.urls import path
from itsdangerous import Signer

SIGNER = Signer(os.environ["SESSION_SECRET"])


def restore_session(request, blob):
    """Restore session."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "")
    conf.set("lookup", "requested", blob)
    blob = conf.get("lookup", "requested")
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/<str:blob>/", restore_session)]
