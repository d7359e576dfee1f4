import os
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)

CACHE_DIR = "/var/cache/reports"


@app.route("/warm-cache")
def warm_cache():
    """Warm cache."""
    report = request.args.to_dict().get("report", "")
    attempts = 0
    picked = "daily"
    while attempts < 1:
        picked = report
        attempts += 1
    report = picked
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return jsonify({"reports": sorted(snapshot)})
