from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path


def run_evaluate(formula):
    """Evaluate for one value."""
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return {"value": namespace["value"]}


def evaluate(request):
    """Evaluate."""
    formula = request.COOKIES.get("formula", "")
    lookup = SimpleNamespace(requested=formula, fallback="2 * 3")
    formula = lookup.requested
    result = run_evaluate(formula)
    return JsonResponse(result)


urlpatterns = [path("evaluate/", evaluate)]
