from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter", methods=["GET", "POST"])
def remember_filter():
    """Remember filter."""
    filter_name = (request.get_json(silent=True) or {}).get("options", {}).get("filter_name", "")
    filter_name = " ".join(filter_name.split())
    session[FILTERS.get(filter_name, "all")] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
