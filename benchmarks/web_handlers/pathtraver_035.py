import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download")
def download():
    """Download."""
    filename = request.args.get("filename", "")
    candidates = ["readme.txt", "readme.txt"]
    candidates.insert(1, filename)
    filename = candidates[1]
    return send_file(os.path.join(DOWNLOADS, filename))
