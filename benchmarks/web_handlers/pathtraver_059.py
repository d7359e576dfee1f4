import configparser
import json
import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

REPORTS = "/srv/app/reports"


class ReportView(View):
    def post(self, request):
        """Report."""
        name = json.loads(request.body or b"{}").get("name", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "summary.txt")
        conf.set("lookup", "requested", name)
        name = conf.get("lookup", "fallback")
        with open(os.path.join(REPORTS, name)) as handle:
            text = handle.read()
        return JsonResponse({"report": text})


urlpatterns = [path("report/", ReportView.as_view())]
