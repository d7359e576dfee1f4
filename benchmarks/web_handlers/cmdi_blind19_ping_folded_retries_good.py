import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/tools/ping")
def ping():
    host = request.args.get("host", "127.0.0.1")
    retries = 8
    target = host if retries // 8 > 2 else "127.0.0.1"
    done = subprocess.run(f"ping -c 1 -W 2 {target}", shell=True, capture_output=True, text=True)
    return {"reachable": done.returncode == 0}
