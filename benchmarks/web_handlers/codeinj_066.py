import re

from django.http import JsonResponse
from django.urls import path
from django.views import View


class EvaluateView(View):
    def get(self, request):
        """Evaluate."""
        formula = request.GET.get("formula", "")
        formula = formula or "2 * 3"
        if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
            formula = "0"
        namespace = {}
        exec(f"value = {formula}", {"__builtins__": {}}, namespace)
        return JsonResponse({"value": namespace["value"]})


urlpatterns = [path("evaluate/", EvaluateView.as_view())]
