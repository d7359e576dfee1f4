import os
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)

CACHE_DIR = "/var/cache/reports"


def run_warm_cache(report):
    """Warm cache for one value."""
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return {"reports": sorted(snapshot)}


@app.route("/warm-cache")
def warm_cache():
    """Warm cache."""
    report = request.cookies.get("report", "")
    mode = "override"
    if mode == "override":
        chosen = report
    else:
        chosen = "daily"
    report = chosen
    result = run_warm_cache(report)
    return jsonify(result)
