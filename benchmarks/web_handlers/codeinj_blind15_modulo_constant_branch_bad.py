from django.http import HttpResponse


def compute(request):
    param = request.GET.get("expr", "")
    divisor = 5
    bar = param if divisor % 2 else "6 * 7"
    return HttpResponse(str(eval(bar)), content_type="text/plain")
