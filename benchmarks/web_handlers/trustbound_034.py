from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

CATALOG = {"pen", "mug", "notebook"}


class AddToCartView(MethodView):
    def get(self):
        """Add to cart."""
        product = request.cookies.get("product", "")
        product = "%s" % product.strip()
        if product in CATALOG:
            session.setdefault("cart", []).append(product)
        return jsonify({"items": len(session.get("cart", []))})


app.add_url_rule("/add-to-cart", view_func=AddToCartView.as_view("add_to_cart"))
