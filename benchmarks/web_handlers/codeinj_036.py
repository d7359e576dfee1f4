import re
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path


def evaluate(request):
    """Evaluate."""
    formula = request.GET.get("formula", "")
    lookup = SimpleNamespace(requested=formula, fallback="2 * 3")
    formula = lookup.requested
    if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
        formula = "0"
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
