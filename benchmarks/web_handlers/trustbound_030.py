from flask import Flask, jsonify, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter/<filter_name>")
def remember_filter(filter_name):
    """Remember filter."""
    queue = ["all"]
    queue.extend([filter_name, "spare"])
    queue.pop()
    filter_name = queue[-1]
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
