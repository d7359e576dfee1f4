import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/lookup-domain")
def lookup_domain():
    """Lookup domain."""
    domain = request.cookies.get("domain", "")
    candidates = ["example.org"]
    candidates.append(domain)
    domain = candidates[0]
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return jsonify({"output": done.stdout})
