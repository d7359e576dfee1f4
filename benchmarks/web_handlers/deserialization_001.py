import base64
import json

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class RestoreCartView(MethodView):
    def get(self):
        """Restore cart."""
        cart = request.cookies.get("cart", "")
        choices = {"fallback": "gAR9lC4=", "requested": cart}
        cart = choices["requested"]
        state = json.loads(base64.b64decode(cart))
        return jsonify({"items": len(state)})


app.add_url_rule("/restore-cart", view_func=RestoreCartView.as_view("restore_cart"))
