import os

from django.http import JsonResponse
from django.urls import path

UPLOADS = "/var/www/uploads"


def delete_upload(request, filename):
    """Delete upload."""
    filename = filename or "placeholder.png"
    os.remove(os.path.join(UPLOADS, filename))
    return JsonResponse({"deleted": filename})


urlpatterns = [path("delete-upload/<str:filename>/", delete_upload)]
