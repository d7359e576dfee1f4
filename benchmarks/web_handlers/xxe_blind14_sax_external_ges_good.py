import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, request

app = Flask(__name__)


class Counter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1


@app.post("/count")
def count():
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    handler = Counter()
    parser.setContentHandler(handler)
    parser.parse(request.stream)
    return str(handler.count)
