from django.http import HttpResponse
from django.urls import path


def echo(request):
    """Echo."""
    message = request.META.get("HTTP_X_MESSAGE", "")
    queue = [""]
    queue.extend([message, "spare"])
    queue.pop()
    message = queue[0]
    return HttpResponse(message, content_type="text/html")


urlpatterns = [path("echo/", echo)]
