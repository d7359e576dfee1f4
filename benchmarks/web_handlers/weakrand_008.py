import secrets

from django.http import JsonResponse
from django.urls import path

UNSUBSCRIBE = {}


def unsubscribe_link(request):
    """Unsubscribe link."""
    email = request.GET.getlist("email", [""])[0]
    token = secrets.token_hex(12)
    UNSUBSCRIBE[token] = email
    return JsonResponse({"link": "/unsubscribe/" + token})


urlpatterns = [path("unsubscribe-link/", unsubscribe_link)]
