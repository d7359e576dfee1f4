from django.http import JsonResponse
from django.urls import path
from django.views import View


def run_calculate(expression):
    """Calculate for one value."""
    result = eval(expression)
    return {"result": result}


class CalculateView(View):
    def post(self, request):
        """Calculate."""
        expression = request.POST.get("expression", "")
        num = 54
        expression = "1 + 1" if 7 * 18 + num > 200 else expression
        result = run_calculate(expression)
        return JsonResponse(result)


urlpatterns = [path("calculate/", CalculateView.as_view())]
