import base64
import os
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views import View
from itsdangerous import Signer

SIGNER = Signer(os.environ["SESSION_SECRET"])


class RestoreSessionView(View):
    def get(self, request):
        """Restore session."""
        blob = request.META.get("HTTP_X_BLOB", "")
        blob = " ".join(blob.split())
        data = pickle.loads(base64.urlsafe_b64decode(blob))
        return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", RestoreSessionView.as_view())]
