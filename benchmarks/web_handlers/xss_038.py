from django.http import HttpResponse
from django.urls import path


def search(request):
    """Search."""
    q = request.GET.getlist("q", [""])[0]
    cleaned = ""
    for ch in q:
        if ch.isprintable():
            cleaned += ch
    q = cleaned
    return HttpResponse(f"<h1>Results for {q}</h1>")


urlpatterns = [path("search/", search)]
