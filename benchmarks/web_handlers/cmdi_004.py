import subprocess
from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/count-hits")
def count_hits():
    """Count hits."""
    pattern = query_value(request, "pattern")
    lookup = SimpleNamespace(requested=pattern, fallback="GET /")
    pattern = lookup.requested
    command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return jsonify({"hits": done.stdout.strip()})
