import configparser

from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetPageSizeView(View):
    def get(self, request):
        """Set page size."""
        size = request.COOKIES.get("size", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "20")
        conf.set("lookup", "requested", size)
        size = conf.get("lookup", "requested")
        request.session["page_size"] = size
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
