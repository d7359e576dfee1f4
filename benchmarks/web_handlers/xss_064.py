from django.http import HttpResponse
from django.urls import path


def echo(request):
    """Echo."""
    message = request.GET.getlist("message", [""])[0]
    attempts = 0
    picked = "hello"
    while attempts < 1:
        picked = message
        attempts += 1
    message = picked
    return HttpResponse(message, content_type="text/html")


urlpatterns = [path("echo/", echo)]
