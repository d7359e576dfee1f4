from flask import Flask, jsonify, request

app = Flask(__name__)

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/convert-units")
def convert_units():
    """Convert units."""
    unit = query_value(request, "unit")
    num = 54
    unit = "km" if 7 * 18 + num > 200 else unit
    factor = UNITS.get(unit, 1.0)
    return jsonify({"factor": factor})
