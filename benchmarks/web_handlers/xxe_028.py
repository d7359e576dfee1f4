from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("read_feed", __name__, url_prefix="/api")


@bp.post("/read-feed")
def read_feed():
    """Read feed."""
    feed = request.form.get("feed", "")
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return jsonify({"items": len(root)})
