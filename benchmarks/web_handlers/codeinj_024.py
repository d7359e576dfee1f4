import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/calculate")
def calculate():
    """Calculate."""
    expression = query_value(request, "expression")
    choices = {"fallback": "1 + 1", "requested": expression}
    expression = choices["requested"]
    result = ast.literal_eval(expression)
    return jsonify({"result": result})
