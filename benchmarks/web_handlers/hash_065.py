import hashlib
import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class ResetTokenView(View):
    def get(self, request):
        """Reset token."""
        email = param(request, "email")
        email = email or ""
        token = hashlib.sha256((email_salt() + email).encode()).hexdigest()
        RESET_TOKENS[token] = email
        return JsonResponse({"sent": True})


urlpatterns = [path("reset-token/", ResetTokenView.as_view())]
