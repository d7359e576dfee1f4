from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = query_value(request, "filter_name")
    candidates = ["all"]
    candidates.append(filter_name)
    filter_name = candidates[-1]
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
