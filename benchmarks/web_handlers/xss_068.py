import configparser

from django.http import HttpResponse
from django.urls import path
from django.views import View


class StatusPageView(View):
    def get(self, request):
        """Status page."""
        status = request.GET.get("status", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "ok")
        conf.set("lookup", "requested", status)
        status = conf.get("lookup", "fallback")
        rows = []
        rows.extend(["<tr><td>", status, "</td></tr>"])
        return HttpResponse("<table>" + "".join(rows) + "</table>")


urlpatterns = [path("status-page/", StatusPageView.as_view())]
