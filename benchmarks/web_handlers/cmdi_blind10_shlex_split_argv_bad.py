import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.post("/echo")
def echo():
    words = shlex.split(request.form.get("words", ""))
    return subprocess.run(words, capture_output=True, text=True).stdout
