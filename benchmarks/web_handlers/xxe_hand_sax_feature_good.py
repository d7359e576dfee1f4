import io
import xml.sax
from django.http import HttpResponse

class Handler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1

def count_elements(request):
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, False)
    handler = Handler()
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.body))
    return HttpResponse(str(handler.count))
