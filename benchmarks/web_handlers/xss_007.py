from django.http import HttpResponse
from django.urls import path


def echo(request):
    """Echo."""
    message = request.GET.getlist("message", [""])[0]
    if not message:
        message = ""
    return HttpResponse(message, content_type="text/plain")


urlpatterns = [path("echo/", echo)]
