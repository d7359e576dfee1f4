from django.http import JsonResponse
from django.views.generic import View

RULES = {"tenpct": "total * 0.1", "flat": "5"}


class DiscountView(View):
    def post(self, request):
        engine = RuleEngine({"total": float(request.POST.get("total", "0"))})
        return JsonResponse({"discount": engine.evaluate(RULES.get(request.POST.get("rule"), "0"))})


class RuleEngine:
    def __init__(self, facts):
        self.facts = facts

    def evaluate(self, expression):
        code = compile(expression, "<rule>", "eval")
        return eval(code, {"__builtins__": {}}, self.facts)
