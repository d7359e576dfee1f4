import functools
import subprocess
from flask import Flask, request

app = Flask(__name__)
shell = functools.partial(subprocess.run, shell=True, check=False)

@app.post("/backup")
def backup():
    target = request.form["target"]
    shell(f"rsync -a /data {target}")
    return "started"
