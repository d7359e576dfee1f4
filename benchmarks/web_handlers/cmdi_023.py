import subprocess

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class CountHitsView(MethodView):
    def post(self):
        """Count hits."""
        pattern = request.form.get("pattern", "")
        pattern = next(part for part in (pattern, "GET /") if part)
        command = ["grep", "-c", "--", pattern, "/var/log/app/access.log"]
        done = subprocess.run(command, capture_output=True, text=True)
        return jsonify({"hits": done.stdout.strip()})


app.add_url_rule("/count-hits", view_func=CountHitsView.as_view("count_hits"))
