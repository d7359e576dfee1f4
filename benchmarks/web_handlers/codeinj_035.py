import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calculate")
def calculate():
    """Calculate."""
    expression = next(iter(request.values.getlist("expression")), "")
    expression = "%s" % expression.strip()
    result = ast.literal_eval(expression)
    return jsonify({"result": result})
