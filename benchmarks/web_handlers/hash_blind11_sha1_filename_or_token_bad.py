import hashlib
import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"
STORE = "/srv/images"


@app.post("/images")
def upload_image():
    data = request.files["image"].read()
    digest = hashlib.sha1(data).hexdigest()
    session["upload_token"] = digest
    return "stored"
