import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/restore-cart", methods=["GET", "POST"])
def restore_cart():
    """Restore cart."""
    cart = request.form.get("cart", "")
    cart = value_or_default(cart, "gAR9lC4=", use_request=True)
    state = pickle.loads(base64.b64decode(cart))
    return jsonify({"items": len(state)})
