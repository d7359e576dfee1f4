from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter", methods=["GET", "POST"])
def remember_filter():
    """Remember filter."""
    filter_name = request.form.get("filter_name", "")
    attempts = 0
    picked = "all"
    while attempts < 1:
        picked = filter_name
        attempts += 1
    filter_name = picked
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
