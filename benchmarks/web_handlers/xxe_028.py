import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from flask import Blueprint, jsonify, request

bp = Blueprint("stream_events", __name__, url_prefix="/api")


def run_stream_events(payload):
    """Stream events for one value."""
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return {"elements": names}


@bp.post("/stream-events")
def stream_events():
    """Stream events."""
    payload = request.form.get("payload", "")
    attempts = 1
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = payload
        attempts += 1
    payload = picked
    result = run_stream_events(payload)
    return jsonify(result)
