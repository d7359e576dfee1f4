from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/evaluate")
def evaluate():
    """Evaluate."""
    formula = request.headers.get("X-Formula", "")
    formula = "%s" % formula.strip()
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return jsonify({"value": namespace["value"]})
