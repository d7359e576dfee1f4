import secrets

from django.http import JsonResponse
from django.urls import path

SESSIONS = {}


def start_session(request):
    """Start session."""
    user = request.META.get("HTTP_X_USER", "")
    user = user[:200]
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return JsonResponse({"session": session_id})


urlpatterns = [path("start-session/", start_session)]
