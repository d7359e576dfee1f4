import os

from flask import Flask, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/attachment/<filename>")
def attachment(filename):
    """Attachment."""
    candidates = ["readme.txt", "readme.txt"]
    candidates.insert(1, filename)
    filename = candidates[1]
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
