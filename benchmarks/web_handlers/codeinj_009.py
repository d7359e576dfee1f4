import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calculate")
def calculate():
    """Calculate."""
    expression = request.cookies.get("expression", "")
    limit = 5
    if len("abcd") < limit:
        expression = expression.strip()
    else:
        expression = "1 + 1"
    result = ast.literal_eval(expression)
    return jsonify({"result": result})
