import json

from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def greet(request):
    """Greet."""
    name = json.loads(request.body or b"{}").get("name", "")
    choices = {"fallback": "guest", "requested": name}
    name = choices["requested"]
    return HttpResponse(mark_safe("<p>Hello " + name + "</p>"))


urlpatterns = [path("greet/", greet)]
