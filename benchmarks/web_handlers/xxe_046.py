import io
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/count-elements", methods=["GET", "POST"])
def count_elements():
    """Count elements."""
    document = (request.get_json(silent=True) or {}).get("document", "")
    document = document.replace("\r", "").replace("\n", "")
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return jsonify({"parsed": True})
