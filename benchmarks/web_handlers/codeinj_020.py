import re

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/evaluate")
def evaluate():
    """Evaluate."""
    formula = request.headers.get("X-Formula", "")
    formula = "%s" % formula.strip()
    if not re.fullmatch(r"[0-9.+\-*/() ]{1,64}", formula):
        formula = "0"
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return jsonify({"value": namespace["value"]})
