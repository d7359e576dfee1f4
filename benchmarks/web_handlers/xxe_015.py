from xml.dom import minidom

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
    document = minidom.parseString(invoice)
    return jsonify({"lines": len(document.getElementsByTagName("line"))})
