import io

from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree


class UploadConfigView(View):
    def post(self, request):
        """Upload config."""
        config = request.POST.get("config", "")
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        tree = etree.parse(io.BytesIO(config.encode()), parser)
        return JsonResponse({"root": tree.getroot().tag})


urlpatterns = [path("upload-config/", UploadConfigView.as_view())]
