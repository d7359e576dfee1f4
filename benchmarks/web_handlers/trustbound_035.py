from django.http import JsonResponse
from django.urls import path
from django.views import View


class RememberUserView(View):
    def get(self, request):
        """Remember user."""
        username = request.META.get("HTTP_X_USERNAME", "")
        requested, fallback = username, "guest"
        username = fallback or requested
        request.session["user"] = username
        return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", RememberUserView.as_view())]
