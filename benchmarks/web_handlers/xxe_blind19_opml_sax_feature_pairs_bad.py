import xml.sax
from xml.sax.handler import feature_external_ges, feature_namespaces

from flask import Flask, jsonify, request

app = Flask(__name__)


class Outlines(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        if name == "outline":
            self.count += 1


@app.route("/import/opml", methods=["POST"])
def import_opml():
    body = request.get_data().decode("utf-8", "replace")
    handler = Outlines()
    parser = xml.sax.make_parser()
    for feature, enabled in ((feature_namespaces, False), (feature_external_ges, True)):
        parser.setFeature(feature, enabled)
    parser.setContentHandler(handler)
    parser.feed(body)
    parser.close()
    return jsonify(outlines=handler.count)
