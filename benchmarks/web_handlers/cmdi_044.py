import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def run_lookup_domain(domain):
    """Lookup domain for one value."""
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return {"output": done.stdout}


@app.route("/lookup-domain")
def lookup_domain():
    """Lookup domain."""
    domain = query_value(request, "domain")
    attempts = 0
    picked = "example.org"
    while attempts < 1:
        picked = domain
        attempts += 1
    domain = picked
    result = run_lookup_domain(domain)
    return jsonify(result)
