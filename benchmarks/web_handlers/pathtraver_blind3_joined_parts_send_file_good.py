import os

from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/static-docs"


@app.get("/doc")
def doc():
    parts = [secure_filename(part) for part in request.args.getlist("part")]
    location = os.path.join(BASE, *parts)
    return send_file(location)
