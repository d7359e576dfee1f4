import os
import uuid

from flask import Flask, send_file

app = Flask(__name__)
UPLOADS = "/srv/uploads"


@app.get("/files/<file_id>")
def download(file_id):
    path = os.path.join(UPLOADS, file_id)
    return send_file(path)
