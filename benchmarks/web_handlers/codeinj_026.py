from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def evaluate(request):
    """Evaluate."""
    formula = request.POST.get("formula", "")
    attempts = 1
    picked = "2 * 3"
    while attempts < 1:
        picked = formula
        attempts += 1
    formula = picked
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
