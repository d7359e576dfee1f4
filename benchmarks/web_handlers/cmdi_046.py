import os
import shlex

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/whois")
def whois():
    """Whois."""
    name = request.cookies.get("name", "")
    mode = "override"
    if mode == "override":
        chosen = name
    else:
        chosen = "example.com"
    name = chosen
    report = os.popen(f"whois {shlex.quote(name)}").read()
    return jsonify({"whois": report})
