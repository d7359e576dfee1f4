from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@require_http_methods(["POST"])
def sorted_rows(request):
    """Sorted rows."""
    field = request.POST.get("field", "")
    attempts = 1
    picked = "name"
    while attempts < 1:
        picked = field
        attempts += 1
    field = picked
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return JsonResponse({"rows": rows})


urlpatterns = [path("sorted-rows/", sorted_rows)]
