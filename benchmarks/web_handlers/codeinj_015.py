from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


class ConvertUnitsView(MethodView):
    def post(self):
        """Convert units."""
        unit = (request.get_json(silent=True) or {}).get("unit", "")
        num = 8
        unit = unit if num % 2 == 1 else "km"
        factor = eval("UNITS['" + unit + "']")
        return jsonify({"factor": factor})


app.add_url_rule("/convert-units", view_func=ConvertUnitsView.as_view("convert_units"))
