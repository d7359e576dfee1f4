import subprocess

from flask import Flask, abort, request

app = Flask(__name__)
TOOLS = {"git", "hg", "svn"}


def arg(name, default=""):
    return request.args.get(name, default)


@app.get("/version")
def version():
    name = arg("tool")
    if name not in TOOLS:
        abort(400)
    return subprocess.run(f"{name} --version", shell=True, capture_output=True, text=True).stdout
