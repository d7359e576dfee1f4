from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = next(iter(request.values.getlist("filter_name")), "")
    filter_name = f"{filter_name.strip()}"
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
