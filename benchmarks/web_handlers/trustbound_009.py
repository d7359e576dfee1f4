from types import SimpleNamespace

from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = next(iter(request.values.getlist("filter_name")), "")
    lookup = SimpleNamespace(requested=filter_name, fallback="all")
    filter_name = lookup.fallback
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
