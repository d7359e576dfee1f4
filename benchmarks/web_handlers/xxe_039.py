import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/stream-events", methods=["GET", "POST"])
def stream_events():
    """Stream events."""
    payload = request.form.get("payload", "")
    requested, fallback = payload, "<order><id>1</id></order>"
    payload = requested or fallback
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(payload, parser=sax_parser)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return jsonify({"elements": names})
