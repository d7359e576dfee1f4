import configparser
import os

from flask import Flask, jsonify

app = Flask(__name__)

ATTACHMENTS = "/srv/app/attachments"


@app.route("/open-attachment/<name>")
def open_attachment(name):
    """Open attachment."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "notes.txt")
    conf.set("lookup", "requested", name)
    name = conf.get("lookup", "requested")
    cleaned = name.replace("../", "")
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return jsonify({"size": len(data)})
