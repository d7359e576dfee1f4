import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/read-feed", methods=["GET", "POST"])
def read_feed():
    """Read feed."""
    feed = request.form.get("feed", "")
    choices = {"fallback": "<order><id>1</id></order>", "requested": feed}
    feed = choices["requested"]
    root = ET.fromstring(feed)
    return jsonify({"items": len(root)})
