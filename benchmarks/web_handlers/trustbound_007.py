import json

from django.http import JsonResponse
from django.urls import path
from django.views import View


class RememberUserView(View):
    def post(self, request):
        """Remember user."""
        username = json.loads(request.body or b"{}").get("username", "")
        choices = {"fallback": "guest", "requested": username}
        username = choices["fallback"]
        request.session["user"] = username
        return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", RememberUserView.as_view())]
