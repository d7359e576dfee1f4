import configparser
import json

from django.http import HttpResponseRedirect
from django.urls import path
from django.views import View


class AfterLoginView(View):
    def post(self, request):
        """After login."""
        next_url = json.loads(request.body or b"{}").get("next_url", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "/")
        conf.set("lookup", "requested", next_url)
        next_url = conf.get("lookup", "requested")
        return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", AfterLoginView.as_view())]
