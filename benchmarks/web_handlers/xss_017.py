from types import SimpleNamespace

from django.http import HttpResponse
from django.urls import path


def echo(request):
    """Echo."""
    message = request.GET.dict().get("message", "")
    lookup = SimpleNamespace(requested=message, fallback="hello")
    message = lookup.requested
    return HttpResponse(message, content_type="text/html")


urlpatterns = [path("echo/", echo)]
