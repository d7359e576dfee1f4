from django.http import HttpResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def echo(request):
    """Echo."""
    message = request.POST.get("message", "")
    mode = "override"
    if mode == "override":
        chosen = message
    else:
        chosen = "hello"
    message = chosen
    return HttpResponse(message, content_type="text/plain")


urlpatterns = [path("echo/", echo)]
