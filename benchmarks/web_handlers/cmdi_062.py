import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/resolve")
def resolve():
    """Resolve."""
    host = request.cookies.get("host", "")
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return jsonify({"answer": output})
