import os

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOAD_DIR = "/srv/avatars"


@app.route("/profile/avatar", methods=["POST"])
def avatar():
    upload = request.files["avatar"]
    filename = secure_filename(upload.filename or "") or "avatar.png"
    stem, dot, ext = filename.rpartition(".")
    short = stem[:40] + dot + ext.lower()
    with open(os.path.join(UPLOAD_DIR, short), "wb") as handle:
        handle.write(upload.read())
    return {"saved": short}
