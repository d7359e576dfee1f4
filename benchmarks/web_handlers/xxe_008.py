from xml.dom import pulldom

from flask import Blueprint, jsonify, request

bp = Blueprint("stream_events", __name__, url_prefix="/api")


@bp.post("/stream-events")
def stream_events():
    """Stream events."""
    payload = request.files["payload"].read().decode()
    payload = payload.replace("\r", "").replace("\n", "")
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return jsonify({"elements": names})
