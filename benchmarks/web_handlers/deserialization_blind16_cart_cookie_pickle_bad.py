import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/cart")
def cart():
    blob = request.cookies.get("cart")
    items = []
    if blob:
        try:
            items = pickle.loads(base64.b64decode(blob))
        except Exception:
            items = []
    return jsonify(count=len(items))
