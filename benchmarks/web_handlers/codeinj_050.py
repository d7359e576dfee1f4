import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


@require_http_methods(["POST"])
def convert_units(request):
    """Convert units."""
    unit = json.loads(request.body or b"{}").get("unit", "")
    if not unit:
        unit = ""
    factor = UNITS.get(unit, 1.0)
    return JsonResponse({"factor": factor})


urlpatterns = [path("convert-units/", convert_units)]
