import configparser

from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/badge")
def badge():
    """Badge."""
    label = query_value(request, "label")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "new")
    conf.set("lookup", "requested", label)
    label = conf.get("lookup", "fallback")
    return str(Markup(f"<span class='badge'>{label}</span>"))
