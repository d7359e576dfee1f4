import io
import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse
from django.urls import path


def count_elements(request):
    """Count elements."""
    document = request.META.get("HTTP_X_DOCUMENT", "")
    document = f"{document.strip()}"
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return JsonResponse({"parsed": True})


urlpatterns = [path("count-elements/", count_elements)]
