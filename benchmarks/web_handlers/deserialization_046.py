import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/restore-cart", methods=["GET", "POST"])
def restore_cart():
    """Restore cart."""
    cart = (request.get_json(silent=True) or {}).get("options", {}).get("cart", "")
    cart = base64.urlsafe_b64decode(cart.encode()).decode()
    state = pickle.loads(base64.b64decode(cart))
    return jsonify({"items": len(state)})
