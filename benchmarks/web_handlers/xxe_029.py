from xml.dom import pulldom

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/stream-events", methods=["GET", "POST"])
def stream_events():
    """Stream events."""
    payload = request.files["payload"].read().decode()
    for part in payload.split(","):
        if part:
            payload = part.strip()
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return jsonify({"elements": names})
