from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/calculate/<expression>")
def calculate(expression):
    """Calculate."""
    expression = "{}".format(expression).strip()
    result = eval(expression)
    return jsonify({"result": result})
