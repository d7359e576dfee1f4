from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/import-order", methods=["GET", "POST"])
def import_order():
    """Import order."""
    payload = request.files["payload"].read().decode()
    payload = value_or_default(payload, "<order><id>1</id></order>", use_request=True)
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
