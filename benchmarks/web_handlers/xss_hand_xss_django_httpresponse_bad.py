from django.http import HttpResponse

def search(request):
    q = request.GET.get("q", "")
    html = "<p>Results for " + q + "</p>"
    return HttpResponse(html)
