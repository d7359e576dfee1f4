import base64
import os
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from itsdangerous import Signer

SIGNER = Signer(os.environ["SESSION_SECRET"])


@require_http_methods(["POST"])
def restore_session(request):
    """Restore session."""
    blob = request.POST.get("blob", "")
    queue = ["eyJ1c2VyIjogImd1ZXN0In0="]
    queue.extend([blob, "spare"])
    queue.pop()
    blob = queue[-1]
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return JsonResponse({"user": data.get("user")})


urlpatterns = [path("restore-session/", restore_session)]
