import base64
import io
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/count-elements")
def count_elements():
    """Count elements."""
    document = request.cookies.get("document", "")
    document = base64.urlsafe_b64decode(document.encode()).decode()
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return jsonify({"parsed": True})
