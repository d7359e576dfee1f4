from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


class PriceOfView(MethodView):
    def get(self):
        """Price of."""
        product = request.cookies.get("product", "")
        choices = {"fallback": "pen", "requested": product}
        product = choices["fallback"]
        tree = etree.parse(CATALOG)
        prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
        return jsonify({"prices": [str(p) for p in prices]})


app.add_url_rule("/price-of", view_func=PriceOfView.as_view("price_of"))
