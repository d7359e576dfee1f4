from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class EvaluateView(MethodView):
    def post(self):
        """Evaluate."""
        formula = (request.get_json(silent=True) or {}).get("formula", "")
        mode = "fixed"
        if mode == "override":
            chosen = formula
        else:
            chosen = "2 * 3"
        formula = chosen
        namespace = {}
        exec(f"value = {formula}", {"__builtins__": {}}, namespace)
        return jsonify({"value": namespace["value"]})


app.add_url_rule("/evaluate", view_func=EvaluateView.as_view("evaluate"))
