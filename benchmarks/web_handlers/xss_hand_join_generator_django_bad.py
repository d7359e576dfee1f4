from django.http import HttpResponse

def chosen(request):
    items = "".join(f"<li>{c}</li>" for c in request.GET.getlist("c"))
    return HttpResponse("<ul>" + items + "</ul>")
