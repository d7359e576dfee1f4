import os

from flask import Flask, request, send_file

app = Flask(__name__)
BASE = "/srv/static-docs"


@app.get("/doc")
def doc():
    parts = request.args.getlist("part")
    location = os.path.join(BASE, *parts)
    return send_file(location)
