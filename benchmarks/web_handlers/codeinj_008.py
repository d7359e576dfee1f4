from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def calculate(request):
    """Calculate."""
    expression = request.POST.get("expression", "")
    expression = next(part for part in (expression, "1 + 1") if part)
    result = eval(expression)
    return JsonResponse({"result": result})


urlpatterns = [path("calculate/", calculate)]
