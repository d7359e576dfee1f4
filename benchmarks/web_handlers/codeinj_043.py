import ast

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def quick_math(request):
    """Quick math."""
    expr = request.POST.get("expr", "")
    expr = next(part for part in (expr, "2 + 2") if part)
    answer = ast.literal_eval(expr)
    return JsonResponse({"answer": answer})


urlpatterns = [path("quick-math/", quick_math)]
