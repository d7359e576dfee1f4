import re

from django.http import JsonResponse
from django.urls import path


def price_rule(request, rule):
    """Price rule."""
    attempts = 0
    picked = "price * qty"
    while attempts < 1:
        picked = rule
        attempts += 1
    rule = picked
    if not re.fullmatch(r"(price|qty|[0-9+\-*/() ])+", rule):
        rule = "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return JsonResponse({"total": total})


urlpatterns = [path("price-rule/<str:rule>/", price_rule)]
