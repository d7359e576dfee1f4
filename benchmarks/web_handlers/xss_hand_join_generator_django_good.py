from django.http import HttpResponse
from django.utils.html import escape

def chosen(request):
    items = "".join(f"<li>{escape(c)}</li>" for c in request.GET.getlist("c"))
    return HttpResponse("<ul>" + items + "</ul>")
