import io
import json
import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views import View


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def run_count_elements(document):
    """Count elements for one value."""
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return {"parsed": True}


class CountElementsView(View):
    def post(self, request):
        """Count elements."""
        document = json.loads(request.body or b"{}").get("document", "")
        document = value_or_default(document, "<order><id>1</id></order>", use_request=True)
        result = run_count_elements(document)
        return JsonResponse(result)


urlpatterns = [path("count-elements/", CountElementsView.as_view())]
