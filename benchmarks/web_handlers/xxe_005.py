from xml.dom import pulldom

from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/stream-events", methods=["GET", "POST"])
def stream_events():
    """Stream events."""
    payload = request.form.get("payload", "")
    payload = value_or_default(payload, "<order><id>1</id></order>", use_request=True)
    events = pulldom.parseString(payload)
    names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
    return jsonify({"elements": names})
