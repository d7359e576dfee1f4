from flask import Flask, jsonify, request

app = Flask(__name__)

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


@app.route("/convert-units")
def convert_units():
    """Convert units."""
    unit = request.values.get("unit", "")
    candidates = ["km"]
    candidates.append(unit)
    unit = candidates[-1]
    factor = eval("UNITS['" + unit + "']")
    return jsonify({"factor": factor})
