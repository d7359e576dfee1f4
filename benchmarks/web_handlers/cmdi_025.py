import base64
import os
import shlex

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/whois")
def whois():
    """Whois."""
    name = query_value(request, "name")
    name = base64.urlsafe_b64decode(name.encode()).decode()
    report = os.popen(f"whois {shlex.quote(name)}").read()
    return jsonify({"whois": report})
