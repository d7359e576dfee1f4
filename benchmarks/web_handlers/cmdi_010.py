import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/count-hits")
def count_hits():
    """Count hits."""
    pattern = request.values.get("pattern", "")
    candidates = ["GET /", "GET /"]
    candidates.insert(1, pattern)
    pattern = candidates[1]
    command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return jsonify({"hits": done.stdout.strip()})
