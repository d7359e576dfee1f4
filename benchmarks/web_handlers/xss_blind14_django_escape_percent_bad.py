from django.http import HttpResponse


def search(request):
    q = request.GET.get("q", "")
    return HttpResponse("<h1>Results for %s</h1>" % q)
