import io
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, request

app = Flask(__name__)


class TitleHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, content):
        if self._in_title:
            self.titles.append(content)


@app.post("/feed")
def feed():
    handler = TitleHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.data))
    return {"titles": handler.titles}
