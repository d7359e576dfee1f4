import os

from flask import Flask, abort, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

LOG_ROOT = "/var/log/app"


class ShowLogView(MethodView):
    def get(self):
        """Show log."""
        log = request.values.get("log", "")
        num = 54
        log = "app.log" if 7 * 18 + num > 200 else log
        target = os.path.join(LOG_ROOT, log)
        if not target.startswith(LOG_ROOT):
            abort(403)
        with open(target) as handle:
            tail = handle.readlines()[-50:]
        return jsonify({"lines": tail})


app.add_url_rule("/show-log", view_func=ShowLogView.as_view("show_log"))
