import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

REPORTS = "/srv/app/reports"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class ReportView(MethodView):
    def get(self):
        """Report."""
        name = RequestParams(request).get("name")
        name = value_or_default(name, "summary.txt", use_request=False)
        with open(os.path.join(REPORTS, name)) as handle:
            text = handle.read()
        return jsonify({"report": text})


app.add_url_rule("/report", view_func=ReportView.as_view("report"))
