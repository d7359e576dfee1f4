from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = RequestParams(request).get("filter_name")
    source = "auto"
    match source:
        case "manual":
            chosen = filter_name
        case _:
            chosen = "all"
    filter_name = chosen
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
