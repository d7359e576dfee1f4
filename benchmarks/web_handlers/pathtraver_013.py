import os

from django.http import JsonResponse
from django.urls import path

UPLOADS = "/var/www/uploads"


def delete_upload(request):
    """Delete upload."""
    filename = request.META.get("HTTP_X_FILENAME", "")
    queue = ["placeholder.png"]
    queue.extend([filename, "spare"])
    queue.pop()
    filename = queue[-1]
    os.remove(os.path.join(UPLOADS, filename))
    return JsonResponse({"deleted": filename})


urlpatterns = [path("delete-upload/", delete_upload)]
