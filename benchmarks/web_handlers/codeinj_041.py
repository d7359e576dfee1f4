from flask import Flask, jsonify, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/evaluate")
def evaluate():
    """Evaluate."""
    formula = RequestParams(request).get("formula")
    formula = value_or_default(formula, "2 * 3", use_request=False)
    namespace = {}
    exec(f"value = {formula}", {"__builtins__": {}}, namespace)
    return jsonify({"value": namespace["value"]})
