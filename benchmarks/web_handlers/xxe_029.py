from xml.dom import minidom

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/parse-invoice", methods=["GET", "POST"])
def parse_invoice():
    """Parse invoice."""
    invoice = request.form.get("invoice", "")
    limit = 5
    if len("abcd") < limit:
        invoice = invoice.strip()
    else:
        invoice = "<order><id>1</id></order>"
    document = minidom.parseString(invoice)
    return jsonify({"lines": len(document.getElementsByTagName("line"))})
