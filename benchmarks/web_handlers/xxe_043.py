import io
import json
import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views import View


class CountElementsView(View):
    def post(self, request):
        """Count elements."""
        document = json.loads(request.body or b"{}").get("document", "")
        handler = xml.sax.ContentHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, False)
        parser.setContentHandler(handler)
        parser.parse(io.StringIO(document))
        return JsonResponse({"parsed": True})


urlpatterns = [path("count-elements/", CountElementsView.as_view())]
