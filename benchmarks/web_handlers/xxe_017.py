import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/stream-events", methods=["GET", "POST"])
def stream_events():
    """Stream events."""
    payload = (request.get_json(silent=True) or {}).get("payload", "")
    candidates = ["<order><id>1</id></order>"]
    candidates.append(payload)
    payload = candidates[-1]
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return jsonify({"elements": names})
