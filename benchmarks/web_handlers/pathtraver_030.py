import os

from django.http import FileResponse
from django.urls import path
from django.views import View

DOWNLOADS = "/srv/app/downloads"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class DownloadView(View):
    def get(self, request):
        """Download."""
        filename = param(request, "filename")
        num = 54
        filename = "readme.txt" if 7 * 18 + num > 200 else filename
        return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", DownloadView.as_view())]
