import base64
import pickle
from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/restore-cart")
def restore_cart():
    """Restore cart."""
    cart = request.values.get("cart", "")
    lookup = SimpleNamespace(requested=cart, fallback="gAR9lC4=")
    cart = lookup.fallback
    state = pickle.loads(base64.b64decode(cart))
    return jsonify({"items": len(state)})
