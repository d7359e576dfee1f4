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
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", evaluate)]
