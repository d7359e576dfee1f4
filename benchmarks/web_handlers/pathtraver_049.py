import os
from types import SimpleNamespace

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download")
def download():
    """Download."""
    filename = next(iter(request.values.getlist("filename")), "")
    lookup = SimpleNamespace(requested=filename, fallback="readme.txt")
    filename = lookup.requested
    return send_file(os.path.join(DOWNLOADS, filename))
