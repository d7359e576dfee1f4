import os

from flask import Flask, abort, request

app = Flask(__name__)
BASE = "/srv/data"


@app.get("/data")
def data():
    path = os.path.realpath(os.path.join(BASE, request.args.get("file", "")))
    if not path.startswith(BASE + os.sep):
        abort(403)
    with open(path) as handle:
        return handle.read()
