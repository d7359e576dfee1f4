from django.http import JsonResponse
from django.urls import path


def calculate(request):
    """Calculate."""
    expression = request.GET.getlist("expression", [""])[0]
    result = eval(expression)
    return JsonResponse({"result": result})


urlpatterns = [path("calculate/", calculate)]
