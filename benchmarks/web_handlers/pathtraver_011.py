import os

from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/attachment", methods=["GET", "POST"])
def attachment():
    """Attachment."""
    filename = request.form.get("filename", "")
    mode = "override"
    if mode == "override":
        chosen = filename
    else:
        chosen = "readme.txt"
    filename = chosen
    return send_file(os.path.join(DOWNLOADS, secure_filename(filename)), as_attachment=True)
