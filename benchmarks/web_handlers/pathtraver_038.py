import os

from django.http import JsonResponse
from django.urls import path

ATTACHMENTS = "/srv/app/attachments"


def open_attachment(request):
    """Open attachment."""
    name = request.COOKIES.get("name", "")
    num = 54
    name = "notes.txt" if 7 * 18 + num > 200 else name
    cleaned = os.path.basename(name)
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return JsonResponse({"size": len(data)})


urlpatterns = [path("open-attachment/", open_attachment)]
