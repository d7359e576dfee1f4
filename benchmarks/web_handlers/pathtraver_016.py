import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/attachment")
def attachment():
    """Attachment."""
    filename = request.cookies.get("filename", "")
    limit = 3
    if len("abcd") < limit:
        filename = filename.strip()
    else:
        filename = "readme.txt"
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
