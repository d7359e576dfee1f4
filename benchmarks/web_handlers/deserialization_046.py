import json
import os

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
        signed = SIGNER.unsign(blob)
        data = json.loads(signed)
        return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", RestoreSessionView.as_view())]
