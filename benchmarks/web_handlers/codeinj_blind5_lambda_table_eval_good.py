import ast

from django.http import JsonResponse

OPERATIONS = {
    "calc": lambda text: ast.literal_eval(text),
    "echo": lambda text: text,
}


def operate(request):
    result = OPERATIONS["calc"](request.GET.get("input", "0"))
    return JsonResponse({"result": str(result)})
