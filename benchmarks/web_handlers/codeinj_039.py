from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calculate", methods=["GET", "POST"])
def calculate():
    """Calculate."""
    expression = (request.get_json(silent=True) or {}).get("expression", "")
    requested, fallback = expression, "1 + 1"
    expression = requested or fallback
    result = eval(expression)
    return jsonify({"result": result})
