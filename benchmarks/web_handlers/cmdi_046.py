import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/resolve")
def resolve():
    """Resolve."""
    host = request.args.get("host", "")
    requested, fallback = host, "localhost"
    host = requested or fallback
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return jsonify({"answer": output})
