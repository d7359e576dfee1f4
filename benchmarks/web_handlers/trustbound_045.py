from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = request.cookies.get("filter_name", "")
    queue = ["all"]
    queue.extend([filter_name, "spare"])
    queue.pop()
    filter_name = queue[-1]
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
