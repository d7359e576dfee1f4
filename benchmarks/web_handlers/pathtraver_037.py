import os

from flask import Flask, abort, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

LOG_ROOT = "/var/log/app"


class ShowLogView(MethodView):
    def post(self):
        """Show log."""
        log = (request.get_json(silent=True) or {}).get("log", "")
        candidates = ["app.log"]
        candidates.append(log)
        log = candidates[0]
        target = os.path.join(LOG_ROOT, log)
        if not target.startswith(LOG_ROOT):
            abort(403)
        with open(target) as handle:
            tail = handle.readlines()[-50:]
        return jsonify({"lines": tail})


app.add_url_rule("/show-log", view_func=ShowLogView.as_view("show_log"))
