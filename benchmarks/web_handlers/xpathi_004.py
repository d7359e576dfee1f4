import re

from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


class FindProductView(MethodView):
    def get(self):
        """Find product."""
        code = request.args.to_dict().get("code", "")
        mode = "override"
        if mode == "override":
            chosen = code
        else:
            chosen = "A100"
        code = chosen
        if not re.fullmatch(r"[A-Z0-9]+", code):
            code = "A100"
        tree = etree.parse(CATALOG)
        names = tree.xpath(f"//product[@code='{code}']/name/text()")
        return jsonify({"names": [str(n) for n in names]})


app.add_url_rule("/find-product", view_func=FindProductView.as_view("find_product"))
