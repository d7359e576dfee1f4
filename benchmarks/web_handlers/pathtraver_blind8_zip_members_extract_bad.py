import os
import zipfile

from flask import Flask, request

app = Flask(__name__)
DEST = "/srv/unpacked"


@app.post("/bundles")
def unpack():
    with zipfile.ZipFile(request.files["bundle"]) as archive:
        for member in archive.namelist():
            with open(os.path.join(DEST, member), "wb") as out:
                out.write(archive.read(member))
    return "ok"
