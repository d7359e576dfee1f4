import os
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)

CACHE_DIR = "/var/cache/reports"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/warm-cache")
def warm_cache():
    """Warm cache."""
    report = query_value(request, "report")
    report = value_or_default(report, "daily", use_request=True)
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return jsonify({"reports": sorted(snapshot)})
