import configparser

from flask import Flask, jsonify, request, session

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = query_value(request, "filter_name")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "all")
    conf.set("lookup", "requested", filter_name)
    filter_name = conf.get("lookup", "fallback")
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
