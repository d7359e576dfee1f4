import os

from flask import Flask, jsonify, request

app = Flask(__name__)

ATTACHMENTS = "/srv/app/attachments"


@app.route("/open-attachment")
def open_attachment():
    """Open attachment."""
    name = request.headers.get("X-Name", "")
    attempts = 1
    picked = "notes.txt"
    while attempts < 1:
        picked = name
        attempts += 1
    name = picked
    cleaned = name.replace("../", "")
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return jsonify({"size": len(data)})
