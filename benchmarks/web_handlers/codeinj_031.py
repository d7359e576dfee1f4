import operator
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


def sorted_rows(request):
    """Sorted rows."""
    field = request.GET.getlist("field", [""])[0]
    lookup = SimpleNamespace(requested=field, fallback="name")
    field = lookup.requested
    key = operator.itemgetter(field)
    rows = sorted(ROWS, key=key)
    return JsonResponse({"rows": rows})


urlpatterns = [path("sorted-rows/", sorted_rows)]
