import re

from flask import Flask, jsonify
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class FindProductView(MethodView):
    def get(self, code):
        """Find product."""
        code = normalise(code)
        if not re.fullmatch(r"[A-Z0-9]+", code):
            code = "A100"
        tree = etree.parse(CATALOG)
        names = tree.xpath(f"//product[@code='{code}']/name/text()")
        return jsonify({"names": [str(n) for n in names]})


app.add_url_rule("/find-product/<code>", view_func=FindProductView.as_view("find_product"))
