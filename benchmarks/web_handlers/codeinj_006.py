from django.http import JsonResponse
from django.urls import path
from django.views import View


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class QuickMathView(View):
    def get(self, request):
        """Quick math."""
        expr = request.META.get("HTTP_X_EXPR", "")
        expr = normalise(expr)
        answer = eval(expr, {"__builtins__": {}}, {})
        return JsonResponse({"answer": answer})


urlpatterns = [path("quick-math/", QuickMathView.as_view())]
