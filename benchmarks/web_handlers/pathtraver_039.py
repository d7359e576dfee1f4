import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/attachment")
def attachment():
    """Attachment."""
    filename = request.headers.get("X-Filename", "")
    for part in filename.split(","):
        if part:
            filename = part.strip()
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
