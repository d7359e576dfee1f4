import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

ATTACHMENTS = "/srv/app/attachments"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def open_attachment(request):
    """Open attachment."""
    name = request.FILES["name"].name
    name = value_or_default(name, "notes.txt", use_request=True)
    cleaned = name.replace("../", "")
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return JsonResponse({"size": len(data)})


urlpatterns = [path("open-attachment/", open_attachment)]
