import json

from django.http import HttpResponse
from django.urls import path
from django.utils.html import format_html
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def greet(request):
    """Greet."""
    name = json.loads(request.body or b"{}").get("name", "")
    choices = {"fallback": "guest", "requested": name}
    name = choices["requested"]
    return HttpResponse(format_html("<p>Hello {}</p>", name))


urlpatterns = [path("greet/", greet)]
