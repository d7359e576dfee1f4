from django.http import JsonResponse

def parse_formula(request):
    expression = request.GET.get("expr", "0")
    return expression, "1 + 1"

def compute(request):
    parsed = parse_formula(request)
    return JsonResponse({"value": eval(parsed[0])})
