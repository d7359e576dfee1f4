import xml.sax
from xml.sax.handler import feature_external_pes

from django.http import JsonResponse


class Titles(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += name == "title"


def count_titles(request):
    handler = Titles()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(handler)
    parser.feed(request.body)
    return JsonResponse({"titles": handler.count})
