import ast

from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def calculate(request):
    """Calculate."""
    expression = param(request, "expression")
    num = 54
    expression = "1 + 1" if 7 * 18 + num > 200 else expression
    result = ast.literal_eval(expression)
    return JsonResponse({"result": result})


urlpatterns = [path("calculate/", calculate)]
