import configparser

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login")
def after_login():
    """After login."""
    next = request.args.to_dict().get("next", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/")
    conf.set("lookup", "requested", next)
    next = conf.get("lookup", "requested")
    return redirect(next)
