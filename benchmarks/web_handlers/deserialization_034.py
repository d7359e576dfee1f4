import base64
import marshal

from flask import Flask, jsonify, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/decode-state")
def decode_state():
    """Decode state."""
    state = RequestParams(request).get("state")
    attempts = 1
    picked = "e30="
    while attempts < 1:
        picked = state
        attempts += 1
    state = picked
    restored = marshal.loads(base64.b64decode(state))
    return jsonify({"state": restored})
