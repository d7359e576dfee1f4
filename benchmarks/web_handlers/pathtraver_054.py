import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download")
def download():
    """Download."""
    filename = request.cookies.get("filename", "")
    filename = filename.strip()
    return send_file(os.path.join(DOWNLOADS, filename))
