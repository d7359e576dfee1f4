import io
import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def count_elements(request):
    """Count elements."""
    document = request.FILES["document"].read().decode()
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return JsonResponse({"parsed": True})


urlpatterns = [path("count-elements/", count_elements)]
