import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calculate")
def calculate():
    """Calculate."""
    expression = request.args.to_dict().get("expression", "")
    expression = expression.strip()
    result = ast.literal_eval(expression)
    return jsonify({"result": result})
