import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/count-hits")
def count_hits():
    """Count hits."""
    pattern = request.args.get("pattern", "")
    pattern = value_or_default(pattern, "GET /", use_request=True)
    command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return jsonify({"hits": done.stdout.strip()})
