import io

import defusedxml.ElementTree as defused_etree
from django.http import JsonResponse
from django.urls import path
from django.views import View


class UploadConfigView(View):
    def post(self, request):
        """Upload config."""
        config = request.POST.get("config", "")
        tree = defused_etree.parse(io.BytesIO(config.encode()))
        return JsonResponse({"root": tree.getroot().tag})


urlpatterns = [path("upload-config/", UploadConfigView.as_view())]
