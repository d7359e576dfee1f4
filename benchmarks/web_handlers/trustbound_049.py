from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = request.args.get("filter_name", "")
    requested, fallback = filter_name, "all"
    filter_name = requested or fallback
    session[FILTERS.get(filter_name, "all")] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
