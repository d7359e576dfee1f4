import base64
import json

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/restore-cart")
def restore_cart():
    """Restore cart."""
    cart = request.headers.get("X-Cart", "")
    cart = "%s" % cart.strip()
    state = json.loads(base64.b64decode(cart))
    return jsonify({"items": len(state)})
