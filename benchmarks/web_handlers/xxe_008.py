import configparser
import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/parse-invoice", methods=["GET", "POST"])
def parse_invoice():
    """Parse invoice."""
    invoice = request.files["invoice"].read().decode()
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "<order><id>1</id></order>")
    conf.set("lookup", "requested", invoice)
    invoice = conf.get("lookup", "fallback")
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return jsonify({"lines": len(document.getElementsByTagName("line"))})
