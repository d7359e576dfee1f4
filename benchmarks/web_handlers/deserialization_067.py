import base64
import pickle

from flask import Flask, jsonify

app = Flask(__name__)


def run_restore_cart(cart):
    """Restore cart for one value."""
    state = pickle.loads(base64.b64decode(cart))
    return {"items": len(state)}


@app.route("/restore-cart/<cart>")
def restore_cart(cart):
    """Restore cart."""
    requested, fallback = cart, "gAR9lC4="
    cart = fallback or requested
    result = run_restore_cart(cart)
    return jsonify(result)
