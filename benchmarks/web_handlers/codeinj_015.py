from django.http import JsonResponse
from django.urls import path


def calculate(request):
    """Calculate."""
    expression = request.COOKIES.get("expression", "")
    queue = ["1 + 1"]
    queue.extend([expression, "spare"])
    queue.pop()
    expression = queue[0]
    result = eval(expression)
    return JsonResponse({"result": result})


urlpatterns = [path("calculate/", calculate)]
