import base64
import marshal

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/decode-state")
def decode_state():
    """Decode state."""
    state = next(iter(request.values.getlist("state")), "")
    if not state:
        state = ""
    restored = marshal.loads(base64.b64decode(state))
    return jsonify({"state": restored})
