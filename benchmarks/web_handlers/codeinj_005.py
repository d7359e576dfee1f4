import re

from django.http import JsonResponse
from django.urls import path
from django.views import View


class PriceRuleView(View):
    def post(self, request):
        """Price rule."""
        rule = request.POST.get("rule", "")
        requested, fallback = rule, "price * qty"
        rule = requested or fallback
        if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
            rule = "price * qty"
        code = compile(rule, "<pricing rule>", "eval")
        total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
        return JsonResponse({"total": total})


urlpatterns = [path("price-rule/", PriceRuleView.as_view())]
