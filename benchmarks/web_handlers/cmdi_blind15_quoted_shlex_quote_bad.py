import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.get("/whois")
def whois():
    domain = request.args.get("domain", "")
    cmd = f"whois '{shlex.quote(domain)}'"
    return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout
