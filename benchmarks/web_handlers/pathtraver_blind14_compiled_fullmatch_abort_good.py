import os
import re

from flask import Flask, abort, request

app = Flask(__name__)
DOC_NAME = re.compile(r"[a-z0-9_-]{1,64}\.txt")


@app.get("/docs")
def doc():
    name = request.args.get("name", "")
    if not DOC_NAME.fullmatch(name):
        abort(404)
    with open(os.path.join("/srv/docs", name)) as fh:
        return fh.read()
