import secrets

from django.http import JsonResponse
from django.urls import path

SESSIONS = {}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def start_session(request):
    """Start session."""
    user = param(request, "user")
    user = user.replace("\r", "").replace("\n", "")
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return JsonResponse({"session": session_id})


urlpatterns = [path("start-session/", start_session)]
