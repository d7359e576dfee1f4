import configparser

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/back-to", methods=["GET", "POST"])
def back_to():
    """Back to."""
    page = (request.get_json(silent=True) or {}).get("options", {}).get("page", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "home")
    conf.set("lookup", "requested", page)
    page = conf.get("lookup", "requested")
    return redirect(page)
