import base64
import marshal

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/decode-state", methods=["GET", "POST"])
def decode_state():
    """Decode state."""
    state = request.form.get("state", "")
    attempts = 0
    picked = "e30="
    while attempts < 1:
        picked = state
        attempts += 1
    state = picked
    restored = marshal.loads(base64.b64decode(state))
    return jsonify({"state": restored})
