import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class ParseInvoiceView(MethodView):
    def post(self):
        """Parse invoice."""
        invoice = request.files["invoice"].read().decode()
        num = 54
        invoice = "<order><id>1</id></order>" if 7 * 18 + num > 200 else invoice
        sax_parser = xml.sax.make_parser()
        sax_parser.setFeature(feature_external_ges, True)
        document = minidom.parseString(invoice, parser=sax_parser)
        return jsonify({"lines": len(document.getElementsByTagName("line"))})


app.add_url_rule("/parse-invoice", view_func=ParseInvoiceView.as_view("parse_invoice"))
