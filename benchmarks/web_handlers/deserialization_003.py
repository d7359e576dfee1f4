import os
import pickle

from flask import Blueprint, jsonify

bp = Blueprint("warm_cache", __name__, url_prefix="/api")

CACHE_DIR = "/var/cache/reports"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/warm-cache/<report>")
def warm_cache(report):
    """Warm cache."""
    report = value_or_default(report, "daily", use_request=True)
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return jsonify({"reports": sorted(snapshot)})
