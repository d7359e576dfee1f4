from django.http import HttpResponse
from django.urls import path


def search(request):
    """Search."""
    q = request.GET.get("q", "")
    attempts = 1
    picked = ""
    while attempts < 1:
        picked = q
        attempts += 1
    q = picked
    return HttpResponse(f"<h1>Results for {q}</h1>")


urlpatterns = [path("search/", search)]
