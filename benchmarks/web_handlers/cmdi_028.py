import subprocess

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class CountHitsView(MethodView):
    def get(self):
        """Count hits."""
        pattern = query_value(request, "pattern")
        pattern = f"{pattern.strip()}"
        command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
        done = subprocess.run(command, capture_output=True, text=True)
        return jsonify({"hits": done.stdout.strip()})


app.add_url_rule("/count-hits", view_func=CountHitsView.as_view("count_hits"))
