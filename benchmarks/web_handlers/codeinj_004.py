import ast

from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class QuickMathView(View):
    def get(self, request):
        """Quick math."""
        expr = param(request, "expr")
        choices = {"fallback": "2 + 2", "requested": expr}
        expr = choices["requested"]
        answer = ast.literal_eval(expr)
        return JsonResponse({"answer": answer})


urlpatterns = [path("quick-math/", QuickMathView.as_view())]
