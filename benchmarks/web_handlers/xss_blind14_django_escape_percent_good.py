from django.http import HttpResponse
from django.utils.html import escape


def search(request):
    q = request.GET.get("q", "")
    return HttpResponse("<h1>Results for %s</h1>" % escape(q))
