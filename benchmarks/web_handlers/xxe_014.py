from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/read-feed", methods=["GET", "POST"])
def read_feed():
    """Read feed."""
    feed = (request.get_json(silent=True) or {}).get("feed", "")
    choices = {"fallback": "<order><id>1</id></order>", "requested": feed}
    feed = choices["requested"]
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return jsonify({"items": len(root)})
