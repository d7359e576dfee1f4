import io
import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views import View


class CountElementsView(View):
    def post(self, request):
        """Count elements."""
        document = request.POST.get("document", "")
        num = 8
        document = document if num % 2 == 1 else "<order><id>1</id></order>"
        handler = xml.sax.ContentHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(io.StringIO(document))
        return JsonResponse({"parsed": True})


urlpatterns = [path("count-elements/", CountElementsView.as_view())]
