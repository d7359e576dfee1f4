from django.http import JsonResponse
from django.urls import path
from django.views import View


class CalculateView(View):
    def post(self, request):
        """Calculate."""
        expression = request.POST.get("expression", "")
        num = 7
        expression = expression if num % 2 == 1 else "1 + 1"
        result = eval(expression)
        return JsonResponse({"result": result})


urlpatterns = [path("calculate/", CalculateView.as_view())]
