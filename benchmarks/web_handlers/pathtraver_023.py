import os

from flask import Flask, request, send_file

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/download")
def download():
    """Download."""
    filename = query_value(request, "filename")
    num = 54
    filename = "readme.txt" if 7 * 18 + num > 200 else filename
    return send_file(os.path.join(DOWNLOADS, filename))
