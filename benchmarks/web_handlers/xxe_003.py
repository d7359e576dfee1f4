from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)


class LocalCatalogView(MethodView):
    def post(self):
        """Local catalog."""
        catalog = request.files["catalog"].read().decode()
        candidates = ["<order><id>1</id></order>"]
        candidates.append(catalog)
        catalog = candidates[-1]
        parser = etree.XMLParser(no_network=True, resolve_entities=True)
        root = etree.fromstring(catalog.encode(), parser)
        return jsonify({"entries": len(root)})


app.add_url_rule("/local-catalog", view_func=LocalCatalogView.as_view("local_catalog"))
