import json

from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def welcome(request):
    """Welcome."""
    name = json.loads(request.body or b"{}").get("name", "")
    mode = "override"
    if mode == "override":
        chosen = name
    else:
        chosen = "guest"
    name = chosen
    page = Template("<p>Welcome {{ name }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/", welcome)]
