import functools
import subprocess
from flask import Flask, request

app = Flask(__name__)
TARGETS = {"backup1:/srv", "backup2:/srv"}
shell = functools.partial(subprocess.run, shell=True, check=False)

@app.post("/backup")
def backup():
    target = request.form["target"]
    if target not in TARGETS:
        return "unknown target", 400
    shell(f"rsync -a /data {target}")
    return "started"
