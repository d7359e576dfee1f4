from django.http import HttpResponse
from django.utils.html import escape

def search(request):
    q = request.GET.get("q", "")
    html = "<p>Results for " + escape(q) + "</p>"
    return HttpResponse(html)
