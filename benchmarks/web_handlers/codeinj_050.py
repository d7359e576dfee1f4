import configparser

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/evaluate", methods=["GET", "POST"])
def evaluate():
    """Evaluate."""
    formula = (request.get_json(silent=True) or {}).get("formula", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "2 * 3")
    conf.set("lookup", "requested", formula)
    formula = conf.get("lookup", "requested")
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return jsonify({"value": namespace["value"]})
