import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/calculate")
def calculate():
    """Calculate."""
    expression = RequestParams(request).get("expression")
    requested, fallback = expression, "1 + 1"
    expression = requested or fallback
    result = ast.literal_eval(expression)
    return jsonify({"result": result})
