from types import SimpleNamespace

from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

CATALOG = {"pen", "mug", "notebook"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class AddToCartView(MethodView):
    def get(self):
        """Add to cart."""
        product = query_value(request, "product")
        lookup = SimpleNamespace(requested=product, fallback="pen")
        product = lookup.requested
        session.setdefault("cart", []).append(product)
        return jsonify({"items": len(session["cart"])})


app.add_url_rule("/add-to-cart", view_func=AddToCartView.as_view("add_to_cart"))
