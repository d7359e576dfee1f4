import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from flask import Flask, request

app = Flask(__name__)


class Counter(ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1


@app.route("/count", methods=["POST"])
def count():
    handler = Counter()
    parser = xml.sax.make_parser()
    parser.setContentHandler(handler)
    expand = request.args.get("expand") == "1"
    parser.setFeature(feature_external_ges, False)
    parser.parse(io.BytesIO(request.get_data()))
    return {"elements": handler.count, "expanded": expand}
