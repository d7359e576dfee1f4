import base64
import marshal

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class DecodeStateView(MethodView):
    def get(self):
        """Decode state."""
        state = next(iter(request.values.getlist("state")), "")
        candidates = ["e30=", "e30="]
        candidates.insert(1, state)
        state = candidates[1]
        restored = marshal.loads(base64.b64decode(state))
        return jsonify({"state": restored})


app.add_url_rule("/decode-state", view_func=DecodeStateView.as_view("decode_state"))
