import os
import zipfile

from flask import Flask, request

app = Flask(__name__)
DEST = "/srv/unpacked"


@app.post("/bundles")
def unpack():
    with zipfile.ZipFile(request.files["bundle"]) as archive:
        for member in archive.namelist():
            archive.extract(member, DEST)
    return "ok"
