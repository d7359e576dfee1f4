from django.http import HttpResponse
from django.urls import path
from django.utils.html import format_html


def greet(request):
    """Greet."""
    name = request.META.get("HTTP_X_NAME", "")
    if not name:
        name = ""
    return HttpResponse(format_html("<p>Hello {}</p>", name))


urlpatterns = [path("greet/", greet)]
