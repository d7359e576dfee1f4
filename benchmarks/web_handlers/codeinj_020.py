from django.http import JsonResponse
from django.urls import path


def evaluate(request):
    """Evaluate."""
    formula = request.COOKIES.get("formula", "")
    candidates = ["2 * 3"]
    candidates.append(formula)
    formula = candidates[0]
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
