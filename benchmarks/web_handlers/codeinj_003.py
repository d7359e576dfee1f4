from django.http import JsonResponse
from django.urls import path

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def convert_units(request, unit):
    """Convert units."""
    num = 7
    unit = unit if num % 2 == 1 else "km"
    factor = UNITS.get(unit, 1.0)
    return JsonResponse({"factor": factor})


urlpatterns = [path("convert-units/<str:unit>/", convert_units)]
