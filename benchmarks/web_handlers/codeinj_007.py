import ast
import configparser

from django.http import JsonResponse
from django.urls import path


def calculate(request):
    """Calculate."""
    expression = request.GET.getlist("expression", [""])[0]
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "1 + 1")
    conf.set("lookup", "requested", expression)
    expression = conf.get("lookup", "requested")
    result = ast.literal_eval(expression)
    return JsonResponse({"result": result})


urlpatterns = [path("calculate/", calculate)]
