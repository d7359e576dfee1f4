import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

ATTACHMENTS = "/srv/app/attachments"


class OpenAttachmentView(View):
    def get(self, request):
        """Open attachment."""
        name = request.GET.getlist("name", [""])[0]
        name = next(part for part in (name, "notes.txt") if part)
        cleaned = os.path.basename(name)
        with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
            data = handle.read()
        return JsonResponse({"size": len(data)})


urlpatterns = [path("open-attachment/", OpenAttachmentView.as_view())]
