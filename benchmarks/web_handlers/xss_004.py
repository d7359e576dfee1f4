import configparser

from flask import Flask
from markupsafe import Markup

app = Flask(__name__)


@app.route("/badge/<label>")
def badge(label):
    """Badge."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "new")
    conf.set("lookup", "requested", label)
    label = conf.get("lookup", "requested")
    return str(Markup("<span class='badge'>{}</span>").format(label))
