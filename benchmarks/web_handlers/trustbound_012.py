import configparser

from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@app.route("/remember-filter", methods=["GET", "POST"])
def remember_filter():
    """Remember filter."""
    filter_name = request.form.get("filter_name", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "all")
    conf.set("lookup", "requested", filter_name)
    filter_name = conf.get("lookup", "requested")
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
