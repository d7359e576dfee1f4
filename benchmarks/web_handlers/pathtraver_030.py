import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

UPLOADS = "/var/www/uploads"


class DeleteUploadView(View):
    def get(self, request, filename):
        """Delete upload."""
        requested, fallback = filename, "placeholder.png"
        filename = fallback or requested
        os.remove(os.path.join(UPLOADS, filename))
        return JsonResponse({"deleted": filename})


urlpatterns = [path("delete-upload/<str:filename>/", DeleteUploadView.as_view())]
