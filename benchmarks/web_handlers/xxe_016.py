import base64
import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/read-feed", methods=["GET", "POST"])
def read_feed():
    """Read feed."""
    feed = request.files["feed"].read().decode()
    feed = base64.urlsafe_b64decode(feed.encode()).decode()
    root = ET.fromstring(feed)
    return jsonify({"items": len(root)})
