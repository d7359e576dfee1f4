from django.http import JsonResponse
from django.urls import path


def evaluate(request):
    """Evaluate."""
    formula = request.META.get("HTTP_X_FORMULA", "")
    formula = formula[:200]
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
