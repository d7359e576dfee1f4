from urllib.parse import urlparse

from django.http import HttpResponseRedirect
from django.urls import path
from django.views import View

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class LeaveView(View):
    def get(self, request):
        """Leave."""
        url = request.GET.get("url", "")
        parsed = urlparse(url)
        if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
            url = "/"
        return HttpResponseRedirect(url)


urlpatterns = [path("leave/", LeaveView.as_view())]
