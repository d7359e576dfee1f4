import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

REPO = "/srv/repos/site"


@app.route("/history")
def history():
    """History."""
    ref = next(iter(request.values.getlist("ref")), "")
    mode = "fixed"
    if mode == "override":
        chosen = ref
    else:
        chosen = "main"
    ref = chosen
    log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
    return jsonify({"commits": log.splitlines()})
