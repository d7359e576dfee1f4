from types import SimpleNamespace

from django.http import HttpResponse
from django.urls import path


def search(request):
    """Search."""
    q = request.META.get("HTTP_X_Q", "")
    lookup = SimpleNamespace(requested=q, fallback="shoes")
    q = lookup.requested
    return HttpResponse(f"<h1>Results for {q}</h1>")


urlpatterns = [path("search/", search)]
