import base64
import marshal

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


def run_decode_state(state):
    """Decode state for one value."""
    restored = marshal.loads(base64.b64decode(state))
    return {"state": restored}


class DecodeStateView(MethodView):
    def post(self):
        """Decode state."""
        state = (request.get_json(silent=True) or {}).get("options", {}).get("state", "")
        for part in state.split(","):
            if part:
                state = part.strip()
        result = run_decode_state(state)
        return jsonify(result)


app.add_url_rule("/decode-state", view_func=DecodeStateView.as_view("decode_state"))
