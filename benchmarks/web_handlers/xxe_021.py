import io
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/count-elements", methods=["GET", "POST"])
def count_elements():
    """Count elements."""
    document = request.form.get("document", "")
    document = value_or_default(document, "<order><id>1</id></order>", use_request=True)
    handler = xml.sax.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(document))
    return jsonify({"parsed": True})
