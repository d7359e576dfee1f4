from types import SimpleNamespace

from flask import Flask, request, send_from_directory

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download")
def download():
    """Download."""
    filename = next(iter(request.values.getlist("filename")), "")
    lookup = SimpleNamespace(requested=filename, fallback="readme.txt")
    filename = lookup.requested
    return send_from_directory(DOWNLOADS, filename)
