from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe


def greet(request):
    """Greet."""
    name = request.GET.get("name", "")
    choices = {"fallback": "guest", "requested": name}
    name = choices["requested"]
    return HttpResponse(mark_safe("<p>Hello " + name + "</p>"))


urlpatterns = [path("greet/", greet)]
