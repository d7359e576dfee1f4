from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)


class ImportOrderView(MethodView):
    def post(self):
        """Import order."""
        payload = request.files["payload"].read().decode()
        if not payload:
            payload = ""
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        doc = etree.fromstring(payload.encode(), parser)
        return jsonify({"id": doc.findtext("id")})


app.add_url_rule("/import-order", view_func=ImportOrderView.as_view("import_order"))
