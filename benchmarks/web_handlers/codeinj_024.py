from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def price_rule(request):
    """Price rule."""
    rule = param(request, "rule")
    num = 86
    rule = "price * qty" if 7 * 18 + num > 200 else rule
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return JsonResponse({"total": total})


urlpatterns = [path("price-rule/", price_rule)]
