import subprocess

from flask import Flask, request

app = Flask(__name__)


class Converter:
    def __init__(self, fmt):
        self.fmt = fmt

    def convert(self, path):
        cmd = "convert {} /tmp/out.{}".format(path, self.fmt)
        return subprocess.check_output(cmd, shell=True)


@app.post("/convert")
def convert():
    fmt = request.form.get("format", "png")
    Converter(fmt).convert("/tmp/in.bin")
    return "ok"
