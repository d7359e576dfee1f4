import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/cart")
def cart():
    blob = request.cookies.get("cart", "v1:")
    data = bytearray.fromhex(blob.partition(":")[2])
    items = json.loads(bytes(data)) if data else []
    return {"count": len(items)}
