from django.http import HttpResponse
from django.urls import path


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def search(request):
    """Search."""
    q = request.META.get("HTTP_X_Q", "")
    q = value_or_default(q, "shoes", use_request=True)
    return HttpResponse(f"<h1>Results for {q}</h1>")


urlpatterns = [path("search/", search)]
