from django.http import JsonResponse
from django.urls import path


def quick_math(request):
    """Quick math."""
    expr = request.META.get("HTTP_X_EXPR", "")
    mode = "override"
    if mode == "override":
        chosen = expr
    else:
        chosen = "2 + 2"
    expr = chosen
    answer = eval(expr, {"__builtins__": {}}, {})
    return JsonResponse({"answer": answer})


urlpatterns = [path("quick-math/", quick_math)]
