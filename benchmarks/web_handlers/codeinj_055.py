from django.http import JsonResponse
from django.urls import path
from django.views import View

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


class SortedRowsView(View):
    def post(self, request):
        """Sorted rows."""
        field = request.POST.get("field", "")
        candidates = ["name"]
        candidates.append(field)
        field = candidates[0]
        key = eval("lambda row: row['" + field + "']")
        rows = sorted(ROWS, key=key)
        return JsonResponse({"rows": rows})


urlpatterns = [path("sorted-rows/", SortedRowsView.as_view())]
