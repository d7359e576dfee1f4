import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

REPORTS = "/srv/app/reports"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class ReportView(MethodView):
    def get(self):
        """Report."""
        name = query_value(request, "name")
        candidates = ["summary.txt", "summary.txt"]
        candidates.insert(1, name)
        name = candidates[2]
        with open(os.path.join(REPORTS, name)) as handle:
            text = handle.read()
        return jsonify({"report": text})


app.add_url_rule("/report", view_func=ReportView.as_view("report"))
