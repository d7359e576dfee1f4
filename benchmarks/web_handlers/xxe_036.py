import base64

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/read-feed", methods=["GET", "POST"])
def read_feed():
    """Read feed."""
    feed = request.files["feed"].read().decode()
    feed = base64.urlsafe_b64decode(feed.encode()).decode()
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return jsonify({"items": len(root)})
