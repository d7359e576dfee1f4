import base64

from django.shortcuts import redirect
from django.urls import path
from django.views import View

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class GoView(View):
    def get(self, request):
        """Go."""
        url = request.META.get("HTTP_X_URL", "")
        url = base64.urlsafe_b64decode(url.encode()).decode()
        return redirect(url)


urlpatterns = [path("go/", GoView.as_view())]
