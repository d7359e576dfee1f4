import base64
import marshal

from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/decode-state")
def decode_state():
    """Decode state."""
    state = request.values.get("state", "")
    state = value_or_default(state, "e30=", use_request=False)
    restored = marshal.loads(base64.b64decode(state))
    return jsonify({"state": restored})
