import secrets

from django.http import JsonResponse
from django.urls import path
from django.views import View

UNSUBSCRIBE = {}


class UnsubscribeLinkView(View):
    def get(self, request):
        """Unsubscribe link."""
        email = request.GET.get("email", "")
        token = secrets.token_hex(12)
        UNSUBSCRIBE[token] = email
        return JsonResponse({"link": "/unsubscribe/" + token})


urlpatterns = [path("unsubscribe-link/", UnsubscribeLinkView.as_view())]
