import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

UPLOADS = "/var/www/uploads"


@require_http_methods(["POST"])
def delete_upload(request):
    """Delete upload."""
    filename = request.FILES["filename"].name
    requested, fallback = filename, "placeholder.png"
    filename = requested or fallback
    os.remove(os.path.join(UPLOADS, filename))
    return JsonResponse({"deleted": filename})


urlpatterns = [path("delete-upload/", delete_upload)]
