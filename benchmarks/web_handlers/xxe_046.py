from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/read-feed", methods=["GET", "POST"])
def read_feed():
    """Read feed."""
    feed = request.files["feed"].read().decode()
    mode = "fixed"
    if mode == "override":
        chosen = feed
    else:
        chosen = "<order><id>1</id></order>"
    feed = chosen
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return jsonify({"items": len(root)})
