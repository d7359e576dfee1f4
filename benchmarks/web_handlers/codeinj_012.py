from django.http import JsonResponse
from django.urls import path
from django.views import View


class EvaluateView(View):
    def post(self, request):
        """Evaluate."""
        formula = request.POST.get("formula", "")
        candidates = ["2 * 3"]
        candidates.append(formula)
        formula = candidates[0]
        namespace = {}
        exec(f"value = {formula}", {"__builtins__": {}}, namespace)
        return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", EvaluateView.as_view())]
