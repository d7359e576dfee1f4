import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/disk-usage", methods=["GET", "POST"])
def disk_usage():
    """Disk usage."""
    volume = (request.get_json(silent=True) or {}).get("volume", "")
    attempts = 0
    picked = "data"
    while attempts < 1:
        picked = volume
        attempts += 1
    volume = picked
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.run(parts, capture_output=True, text=True).stdout
    return jsonify({"usage": output})
