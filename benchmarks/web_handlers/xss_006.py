from django.http import HttpResponse
from django.urls import path


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def echo(request):
    """Echo."""
    message = request.GET.dict().get("message", "")
    message = value_or_default(message, "hello", use_request=True)
    return HttpResponse(message, content_type="text/html")


urlpatterns = [path("echo/", echo)]
