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
        blob = request.GET.dict().get("blob", "")
        candidates = ["eyJ1c2VyIjogImd1ZXN0In0="]
        candidates.append(blob)
        blob = candidates[-1]
        data = pickle.loads(base64.urlsafe_b64decode(blob))
        return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", RestoreSessionView.as_view())]
