import operator

from django.http import JsonResponse

OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul}


def arithmetic(request):
    a, b = float(request.GET["a"]), float(request.GET["b"])
    op = request.GET.get("op", "+")
    result = OPERATORS[op](a, b)
    return JsonResponse({"result": result})
