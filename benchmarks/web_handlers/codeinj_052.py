import ast

from django.http import JsonResponse
from django.urls import path


def quick_math(request):
    """Quick math."""
    expr = request.META.get("HTTP_X_EXPR", "")
    candidates = ["2 + 2"]
    candidates.append(expr)
    expr = candidates[-1]
    answer = ast.literal_eval(expr)
    return JsonResponse({"answer": answer})


urlpatterns = [path("quick-math/", quick_math)]
