import os
import shutil
from flask import Flask, request

app = Flask(__name__)
BACKUPS = "/srv/backups"

@app.post("/backup")
def backup():
    shutil.copyfile("/srv/data/db.sqlite", os.path.join(BACKUPS, request.form["dest"]))
    return "copied"
