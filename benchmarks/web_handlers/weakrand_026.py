import secrets

from django.http import JsonResponse
from django.urls import path
from django.views import View

UNSUBSCRIBE = {}


class UnsubscribeLinkView(View):
    def post(self, request):
        """Unsubscribe link."""
        email = request.POST.get("email", "")
        for part in email.split(","):
            if part:
                email = part.strip()
        token = secrets.token_hex(12)
        UNSUBSCRIBE[token] = email
        return JsonResponse({"link": "/unsubscribe/" + token})


urlpatterns = [path("unsubscribe-link/", UnsubscribeLinkView.as_view())]
