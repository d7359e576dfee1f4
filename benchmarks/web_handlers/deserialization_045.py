import base64
import pickle

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


class RestoreCartView(MethodView):
    def get(self):
        """Restore cart."""
        cart = RequestParams(request).get("cart")
        attempts = 0
        picked = "gAR9lC4="
        while attempts < 1:
            picked = cart
            attempts += 1
        cart = picked
        state = pickle.loads(base64.b64decode(cart))
        return jsonify({"items": len(state)})


app.add_url_rule("/restore-cart", view_func=RestoreCartView.as_view("restore_cart"))
