import configparser
from xml.dom import minidom

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/parse-invoice", methods=["GET", "POST"])
def parse_invoice():
    """Parse invoice."""
    invoice = request.form.get("invoice", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "<order><id>1</id></order>")
    conf.set("lookup", "requested", invoice)
    invoice = conf.get("lookup", "requested")
    document = minidom.parseString(invoice)
    return jsonify({"lines": len(document.getElementsByTagName("line"))})
