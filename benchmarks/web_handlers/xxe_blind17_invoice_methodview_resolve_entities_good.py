import io

from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)


class InvoiceView(MethodView):
    def post(self):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        with io.BytesIO(request.get_data()) as buffer:
            doc = etree.parse(buffer, parser)
        return jsonify(total=sum(float(x) for x in doc.xpath("//amount/text()")))


app.add_url_rule("/invoices", view_func=InvoiceView.as_view("invoices"))
