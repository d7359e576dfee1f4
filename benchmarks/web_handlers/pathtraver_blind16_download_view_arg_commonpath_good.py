import os

from flask import Flask, send_file

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"


@app.route("/download/<path:name>")
def download(name):
    path = os.path.realpath(os.path.join(UPLOAD_DIR, name))
    if os.path.commonpath([path, UPLOAD_DIR]) != UPLOAD_DIR:
        return "forbidden", 403
    if not os.path.isfile(path):
        return "not found", 404
    return send_file(path)
