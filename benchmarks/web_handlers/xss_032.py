from django.http import HttpResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def echo(request):
    """Echo."""
    message = request.POST.get("message", "")
    queue = ["hello"]
    queue.extend([message, "spare"])
    queue.pop()
    message = queue[-1]
    return HttpResponse(message, content_type="text/html")


urlpatterns = [path("echo/", echo)]
