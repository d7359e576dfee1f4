from flask import Flask, jsonify, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/evaluate")
def evaluate():
    """Evaluate."""
    formula = RequestParams(request).get("formula")
    source = "manual"
    match source:
        case "manual":
            chosen = formula
        case _:
            chosen = "2 * 3"
    formula = chosen
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return jsonify({"value": namespace["value"]})
