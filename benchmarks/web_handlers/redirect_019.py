from urllib.parse import urlparse

from django.shortcuts import redirect
from django.urls import path
from django.views import View

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class GoView(View):
    def post(self, request):
        """Go."""
        url = request.POST.get("url", "")
        url = url.strip()
        parsed = urlparse(url)
        if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
            url = "/"

        return redirect(url)


urlpatterns = [path("go/", GoView.as_view())]
