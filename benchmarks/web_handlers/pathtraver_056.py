import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

ATTACHMENTS = "/srv/app/attachments"


class OpenAttachmentView(View):
    def post(self, request):
        """Open attachment."""
        name = request.FILES["name"].name
        requested, fallback = name, "notes.txt"
        name = requested or fallback
        cleaned = os.path.basename(name)
        with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
            data = handle.read()
        return JsonResponse({"size": len(data)})


urlpatterns = [path("open-attachment/", OpenAttachmentView.as_view())]
