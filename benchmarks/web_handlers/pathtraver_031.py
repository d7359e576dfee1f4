import os

from django.http import JsonResponse
from django.urls import path

UPLOADS = "/var/www/uploads"


def delete_upload(request):
    """Delete upload."""
    filename = request.COOKIES.get("filename", "")
    filename = filename.strip()
    os.remove(os.path.join(UPLOADS, filename))
    return JsonResponse({"deleted": filename})


urlpatterns = [path("delete-upload/", delete_upload)]
