from urllib.parse import urlparse

from django.http import HttpResponseRedirect
from django.urls import path
from django.views import View

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class LeaveView(View):
    def get(self, request):
        """Leave."""
        url = request.GET.getlist("url", [""])[0]
        candidates = ["/", "/"]
        candidates.insert(1, url)
        url = candidates[2]
        if urlparse(url).scheme not in ("", "https"):
            url = "/"
        return HttpResponseRedirect(url)


urlpatterns = [path("leave/", LeaveView.as_view())]
