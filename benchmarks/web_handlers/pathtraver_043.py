import os

from flask import Flask, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download/<filename>")
def download(filename):
    """Download."""
    choices = {"fallback": "readme.txt", "requested": filename}
    filename = choices["requested"]
    return send_file(os.path.join(DOWNLOADS, filename))
