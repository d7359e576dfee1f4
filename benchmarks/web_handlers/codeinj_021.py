import configparser

from django.http import JsonResponse
from django.urls import path
from django.views import View

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


class SortedRowsView(View):
    def post(self, request):
        """Sorted rows."""
        field = request.POST.get("field", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "name")
        conf.set("lookup", "requested", field)
        field = conf.get("lookup", "requested")
        key = eval("lambda row: row['" + field + "']")
        rows = sorted(ROWS, key=key)
        return JsonResponse({"rows": rows})


urlpatterns = [path("sorted-rows/", SortedRowsView.as_view())]
