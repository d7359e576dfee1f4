from django.http import JsonResponse
from django.urls import path


def evaluate(request):
    """Evaluate."""
    formula = request.COOKIES.get("formula", "")
    formula = "%s" % formula.strip()
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
