import os
from flask import Flask, request

app = Flask(__name__)

@app.post("/upload")
def upload():
    f = request.files["file"]
    f.save(os.path.join("/srv/uploads", f.filename))
    return "saved"
