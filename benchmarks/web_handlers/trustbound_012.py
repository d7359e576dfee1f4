from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = request.args.to_dict().get("filter_name", "")
    num = 8
    filter_name = filter_name if num % 2 == 1 else "all"
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
