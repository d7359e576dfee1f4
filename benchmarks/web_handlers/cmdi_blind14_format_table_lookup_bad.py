import subprocess

from flask import Flask, request

app = Flask(__name__)
FORMATS = {"png": "png", "jpeg": "jpg", "webp": "webp"}


@app.post("/convert")
def convert():
    fmt = request.form.get("format", "png")
    subprocess.run(f"convert /tmp/upload.bin /tmp/out.{fmt}", shell=True, check=True)
    return "converted"
