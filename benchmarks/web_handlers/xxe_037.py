import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/parse-invoice", methods=["GET", "POST"])
def parse_invoice():
    """Parse invoice."""
    invoice = request.files["invoice"].read().decode()
    invoice = value_or_default(invoice, "<order><id>1</id></order>", use_request=True)
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return jsonify({"lines": len(document.getElementsByTagName("line"))})
