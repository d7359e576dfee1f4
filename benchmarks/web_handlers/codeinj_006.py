from django.http import JsonResponse
from django.urls import path


def evaluate(request):
    """Evaluate."""
    formula = request.COOKIES.get("formula", "")
    mode = "override"
    if mode == "override":
        chosen = formula
    else:
        chosen = "2 * 3"
    formula = chosen
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
