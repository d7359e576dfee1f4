import json

from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path
from django.views.decorators.http import require_http_methods


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def welcome(request):
    """Welcome."""
    name = json.loads(request.body or b"{}").get("name", "")
    name = value_or_default(name, "guest", use_request=True)
    page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/", welcome)]
