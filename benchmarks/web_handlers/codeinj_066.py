from django.http import JsonResponse
from django.urls import path


def price_rule(request):
    """Price rule."""
    rule = request.META.get("HTTP_X_RULE", "")
    num = 7
    rule = rule if num % 2 == 1 else "price * qty"
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return JsonResponse({"total": total})


urlpatterns = [path("price-rule/", price_rule)]
