import base64
import json

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class RestoreCartView(MethodView):
    def get(self):
        """Restore cart."""
        cart = request.args.get("cart", "")
        cart = cart.strip()
        state = json.loads(base64.b64decode(cart))
        return jsonify({"items": len(state)})


app.add_url_rule("/restore-cart", view_func=RestoreCartView.as_view("restore_cart"))
