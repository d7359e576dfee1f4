from django.http import JsonResponse
from django.urls import path
from django.views import View

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class SortedRowsView(View):
    def post(self, request):
        """Sorted rows."""
        field = request.POST.get("field", "")
        field = value_or_default(field, "name", use_request=False)
        key = eval("lambda row: row['" + field + "']")
        rows = sorted(ROWS, key=key)
        return JsonResponse({"rows": rows})


urlpatterns = [path("sorted-rows/", SortedRowsView.as_view())]
