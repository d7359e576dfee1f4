import os

from flask import Flask, request

app = Flask(__name__)


@app.post("/thumbnail")
def thumbnail():
    param = request.values.get("source")
    if not param:
        param = ""
    command = " ".join(["convert", param, "-resize", "64x64", "/tmp/thumb.png"])
    with os.popen(command) as pipe:
        return pipe.read()
