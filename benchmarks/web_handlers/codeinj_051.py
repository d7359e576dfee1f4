import re

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def evaluate(request):
    """Evaluate."""
    formula = request.POST.get("formula", "")
    queue = ["2 * 3"]
    queue.extend([formula, "spare"])
    queue.pop()
    formula = queue[-1]
    if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
        formula = "0"
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
