from flask import Flask, jsonify, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter/<filter_name>")
def remember_filter(filter_name):
    """Remember filter."""
    choices = {"fallback": "all", "requested": filter_name}
    filter_name = choices["requested"]
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
