import os
import shlex

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/whois")
def whois():
    """Whois."""
    name = request.headers.get("X-Name", "")
    attempts = 0
    picked = "example.com"
    while attempts < 1:
        picked = name
        attempts += 1
    name = picked
    report = os.popen(f"whois {shlex.quote(name)}").read()
    return jsonify({"whois": report})
