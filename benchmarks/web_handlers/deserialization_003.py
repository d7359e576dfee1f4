import base64
import json
import os
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views import View
from itsdangerous import Signer

SIGNER = Signer(os.environ["SESSION_SECRET"])


class RestoreSessionView(View):
    def post(self, request):
        """Restore session."""
        blob = json.loads(request.body or b"{}").get("blob", "")
        choices = {"fallback": "eyJ1c2VyIjogImd1ZXN0In0=", "requested": blob}
        blob = choices["fallback"]
        data = pickle.loads(base64.urlsafe_b64decode(blob))
        return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", RestoreSessionView.as_view())]
