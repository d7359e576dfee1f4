from django.http import HttpResponse

RUNNERS = [print, exec]


def run_snippet(request):
    code = request.POST.get("code", "")
    RUNNERS[1](code)
    return HttpResponse("done")
