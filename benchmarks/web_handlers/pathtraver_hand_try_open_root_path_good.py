import os
from flask import Flask, abort, request
from werkzeug.utils import secure_filename

app = Flask(__name__)

@app.get("/attachment")
def attachment():
    name = request.args.get("name", "readme.txt")
    try:
        with open(os.path.join(app.root_path, "attachments", secure_filename(name)), "rb") as fh:
            return fh.read()
    except FileNotFoundError:
        abort(404)
