from xml.dom import pulldom

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/stream-events", methods=["GET", "POST"])
def stream_events():
    """Stream events."""
    payload = request.form.get("payload", "")
    requested, fallback = payload, "<order><id>1</id></order>"
    payload = requested or fallback
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return jsonify({"elements": names})
