from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def convert_units(request):
    """Convert units."""
    unit = request.POST.get("unit", "")
    unit = value_or_default(unit, "km", use_request=True)
    factor = eval("UNITS['" + unit + "']")
    return JsonResponse({"factor": factor})


urlpatterns = [path("convert-units/", convert_units)]
