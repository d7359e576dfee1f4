import configparser
import json
import os

from django.http import FileResponse
from django.urls import path
from django.views import View

DOWNLOADS = "/srv/app/downloads"


class DownloadView(View):
    def post(self, request):
        """Download."""
        filename = json.loads(request.body or b"{}").get("filename", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "readme.txt")
        conf.set("lookup", "requested", filename)
        filename = conf.get("lookup", "requested")
        return FileResponse(open(os.path.join(DOWNLOADS, filename), "rb"))


urlpatterns = [path("download/", DownloadView.as_view())]
