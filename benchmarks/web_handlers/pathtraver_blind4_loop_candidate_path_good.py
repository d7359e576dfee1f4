import os

from flask import Flask, request

app = Flask(__name__)


@app.get("/notes")
def notes():
    target = "default.txt"
    for candidate in (request.args.get("note", ""),):
        if candidate:
            target = os.path.basename(candidate)
    with open("/srv/notes/" + target) as handle:
        return handle.read()
