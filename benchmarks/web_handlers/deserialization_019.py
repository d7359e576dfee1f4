import json
import os
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path
from django.views import View
from itsdangerous import Signer

SIGNER = Signer(os.environ["SESSION_SECRET"])


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class RestoreSessionView(View):
    def get(self, request):
        """Restore session."""
        blob = param(request, "blob")
        lookup = SimpleNamespace(requested=blob, fallback="eyJ1c2VyIjogImd1ZXN0In0=")
        blob = lookup.requested
        signed = SIGNER.unsign(blob)
        data = json.loads(signed)
        return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", RestoreSessionView.as_view())]
