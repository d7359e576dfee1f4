import os
import shlex
from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/whois")
def whois():
    """Whois."""
    name = query_value(request, "name")
    lookup = SimpleNamespace(requested=name, fallback="example.com")
    name = lookup.requested
    report = os.popen(f"whois {shlex.quote(name)}").read()
    return jsonify({"whois": report})
