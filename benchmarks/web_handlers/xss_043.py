from django.http import HttpResponse
from django.urls import path


def search(request):
    """Search."""
    q = request.META.get("HTTP_X_Q", "")
    candidates = ["shoes", "shoes"]
    candidates.insert(1, q)
    q = candidates[2]
    return HttpResponse(f"<h1>Results for {q}</h1>")


urlpatterns = [path("search/", search)]
