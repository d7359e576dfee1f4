import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/cart")
def cart():
    raw = request.cookies.get("cart", "")
    decoded = base64.urlsafe_b64decode(raw.encode())
    blob, _, version = decoded.partition(b"|")
    items = pickle.loads(blob) if version == b"2" else []
    return jsonify(items=items)
