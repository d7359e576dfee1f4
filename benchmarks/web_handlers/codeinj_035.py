from django.http import JsonResponse
from django.urls import path

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def convert_units(request):
    """Convert units."""
    unit = request.GET.get("unit", "")
    unit = unit[:200]
    factor = eval("UNITS['" + unit + "']")
    return JsonResponse({"factor": factor})


urlpatterns = [path("convert-units/", convert_units)]
