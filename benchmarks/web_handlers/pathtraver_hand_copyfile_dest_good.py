import os
import shutil
from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
BACKUPS = "/srv/backups"

@app.post("/backup")
def backup():
    shutil.copyfile("/srv/data/db.sqlite", os.path.join(BACKUPS, secure_filename(request.form["dest"])))
    return "copied"
