from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def calculate(request):
    """Calculate."""
    expression = request.POST.get("expression", "")
    expression = value_or_default(expression, "1 + 1", use_request=False)
    result = eval(expression)
    return JsonResponse({"result": result})


urlpatterns = [path("calculate/", calculate)]
