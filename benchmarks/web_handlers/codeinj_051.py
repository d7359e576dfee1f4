import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/quick-math")
def quick_math():
    """Quick math."""
    expr = RequestParams(request).get("expr")
    expr = next(part for part in (expr, "2 + 2") if part)
    answer = ast.literal_eval(expr)
    return jsonify({"answer": answer})
