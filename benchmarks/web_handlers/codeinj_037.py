import json
import re

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def price_rule(request):
    """Price rule."""
    rule = json.loads(request.body or b"{}").get("rule", "")
    rule = " ".join(rule.split())
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return JsonResponse({"total": total})


urlpatterns = [path("price-rule/", price_rule)]
