from django.http import JsonResponse
from django.urls import path

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def convert_units(request):
    """Convert units."""
    unit = request.GET.dict().get("unit", "")
    num = 8
    unit = unit if num % 2 == 1 else "km"
    factor = eval("UNITS['" + unit + "']")
    return JsonResponse({"factor": factor})


urlpatterns = [path("convert-units/", convert_units)]
