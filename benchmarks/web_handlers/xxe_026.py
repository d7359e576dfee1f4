from xml.dom import minidom

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class ParseInvoiceView(MethodView):
    def post(self):
        """Parse invoice."""
        invoice = (request.get_json(silent=True) or {}).get("invoice", "")
        invoice = invoice[:200]
        document = minidom.parseString(invoice)
        return jsonify({"lines": len(document.getElementsByTagName("line"))})


app.add_url_rule("/parse-invoice", view_func=ParseInvoiceView.as_view("parse_invoice"))
