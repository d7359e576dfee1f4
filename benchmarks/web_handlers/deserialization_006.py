import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/restore-cart")
def restore_cart():
    """Restore cart."""
    cart = request.headers.get("X-Cart", "")
    mode = "override"
    if mode == "override":
        chosen = cart
    else:
        chosen = "gAR9lC4="
    cart = chosen
    state = pickle.loads(base64.b64decode(cart))
    return jsonify({"items": len(state)})
