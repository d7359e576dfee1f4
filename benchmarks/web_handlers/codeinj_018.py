from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class CalculateView(MethodView):
    def get(self):
        """Calculate."""
        expression = query_value(request, "expression")
        expression = f"{expression.strip()}"
        result = eval(expression)
        return jsonify({"result": result})


app.add_url_rule("/calculate", view_func=CalculateView.as_view("calculate"))
