import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/attachment")
def attachment():
    """Attachment."""
    filename = next(iter(request.values.getlist("filename")), "")
    requested, fallback = filename, "readme.txt"
    filename = requested or fallback
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
