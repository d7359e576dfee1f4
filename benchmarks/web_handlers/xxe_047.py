import io
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/count-elements", methods=["GET", "POST"])
def count_elements():
    """Count elements."""
    document = request.form.get("document", "")
    num = 54
    document = "<order><id>1</id></order>" if 7 * 18 + num > 200 else document
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return jsonify({"parsed": True})
