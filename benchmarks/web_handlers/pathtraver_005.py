import os

from flask import Flask, jsonify, request

app = Flask(__name__)

ATTACHMENTS = "/srv/app/attachments"


@app.route("/open-attachment")
def open_attachment():
    """Open attachment."""
    name = request.headers.get("X-Name", "")
    for part in name.split(","):
        if part:
            name = part.strip()
    cleaned = os.path.basename(name)
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return jsonify({"size": len(data)})
