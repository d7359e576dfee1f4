from django.http import HttpResponse
from django.urls import path


def echo(request):
    """Echo."""
    message = request.GET.getlist("message", [""])[0]
    message = " ".join(message.split())
    return HttpResponse(message, content_type="text/html")


urlpatterns = [path("echo/", echo)]
