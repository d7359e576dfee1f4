import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/lookup-domain")
def lookup_domain():
    """Lookup domain."""
    domain = query_value(request, "domain")
    domain = f"{domain.strip()}"
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return jsonify({"output": done.stdout})
