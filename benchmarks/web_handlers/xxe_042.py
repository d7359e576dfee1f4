import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)


def run_read_feed(feed):
    """Read feed for one value."""
    root = ET.fromstring(feed)
    return {"items": len(root)}


@app.route("/read-feed", methods=["GET", "POST"])
def read_feed():
    """Read feed."""
    feed = request.files["feed"].read().decode()
    feed = next(part for part in (feed, "<order><id>1</id></order>") if part)
    result = run_read_feed(feed)
    return jsonify(result)
