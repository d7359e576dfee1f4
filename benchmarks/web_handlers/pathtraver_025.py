import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download")
def download():
    """Download."""
    filename = request.args.get("filename", "")
    num = 54
    filename = "readme.txt" if 7 * 18 + num > 200 else filename
    return send_file(os.path.join(DOWNLOADS, filename))
