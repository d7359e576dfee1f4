import os
from types import SimpleNamespace

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/attachment")
def attachment():
    """Attachment."""
    filename = RequestParams(request).get("filename")
    lookup = SimpleNamespace(requested=filename, fallback="readme.txt")
    filename = lookup.requested
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
