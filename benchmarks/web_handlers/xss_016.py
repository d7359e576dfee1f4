from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe


def greet(request):
    """Greet."""
    name = request.META.get("HTTP_X_NAME", "")
    if not name:
        name = ""
    return HttpResponse(mark_safe("<p>Hello " + name + "</p>"))


urlpatterns = [path("greet/", greet)]
