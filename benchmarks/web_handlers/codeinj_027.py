from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calculate")
def calculate():
    """Calculate."""
    expression = request.values.get("expression", "")
    candidates = ["1 + 1"]
    candidates.append(expression)
    expression = candidates[0]
    result = eval(expression)
    return jsonify({"result": result})
