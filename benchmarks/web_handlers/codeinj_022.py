from django.http import JsonResponse
from django.urls import path


def calculate(request):
    """Calculate."""
    expression = request.COOKIES.get("expression", "")
    attempts = 1
    picked = "1 + 1"
    while attempts < 1:
        picked = expression
        attempts += 1
    expression = picked
    result = eval(expression)
    return JsonResponse({"result": result})


urlpatterns = [path("calculate/", calculate)]
