import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from flask import Blueprint, jsonify, request

bp = Blueprint("stream_events", __name__, url_prefix="/api")


@bp.post("/stream-events")
def stream_events():
    """Stream events."""
    payload = request.files["payload"].read().decode()
    payload = payload.replace("\r", "").replace("\n", "")
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return jsonify({"elements": names})
