import xml.sax
from xml.sax.handler import feature_external_ges
from django.http import HttpResponse

class Titles(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []

    def characters(self, content):
        self.titles.append(content)

def upload_feed(request):
    handler = Titles()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(request)
    return HttpResponse(str(len(handler.titles)))
