import xml.etree.ElementTree as ET

from flask import Blueprint, jsonify, request

bp = Blueprint("read_feed", __name__, url_prefix="/api")


@bp.post("/read-feed")
def read_feed():
    """Read feed."""
    feed = request.form.get("feed", "")
    root = ET.fromstring(feed)
    return jsonify({"items": len(root)})
