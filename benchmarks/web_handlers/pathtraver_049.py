import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/attachment")
def attachment():
    """Attachment."""
    filename = request.headers.get("X-Filename", "")
    cleaned = ""
    for ch in filename:
        if ch.isprintable():
            cleaned += ch
    filename = cleaned
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
