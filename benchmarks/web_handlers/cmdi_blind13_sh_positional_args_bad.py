import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.get("/grep")
def grep():
    pattern = request.args.get("q", "")
    argv = ["sh", "-c", f'grep -- "{pattern}" /var/log/app.log']
    return subprocess.run(argv, capture_output=True, text=True).stdout
