import operator

from django.http import JsonResponse
from django.urls import path
from django.views import View

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


class SortedRowsView(View):
    def get(self, request):
        """Sorted rows."""
        field = request.META.get("HTTP_X_FIELD", "")
        limit = 5
        if len("abcd") < limit:
            field = field.strip()
        else:
            field = "name"
        key = operator.itemgetter(field)
        rows = sorted(ROWS, key=key)
        return JsonResponse({"rows": rows})


urlpatterns = [path("sorted-rows/", SortedRowsView.as_view())]
