from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path


def evaluate(request):
    """Evaluate."""
    formula = request.META.get("HTTP_X_FORMULA", "")
    lookup = SimpleNamespace(requested=formula, fallback="2 * 3")
    formula = lookup.requested
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
