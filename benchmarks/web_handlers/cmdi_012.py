import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/lookup-domain")
def lookup_domain():
    """Lookup domain."""
    domain = request.cookies.get("domain", "")
    mode = "fixed"
    if mode == "override":
        chosen = domain
    else:
        chosen = "example.org"
    domain = chosen
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return jsonify({"output": done.stdout})
