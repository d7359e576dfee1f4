import os
import pickle

from fastapi import FastAPI, Request

app = FastAPI()

CACHE_DIR = "/var/cache/reports"


@app.get("/warm-cache")
def warm_cache(request: Request):
    """Warm cache."""
    report = dict(request.query_params).get("report", "")
    attempts = 1
    picked = "daily"
    while attempts < 1:
        picked = report
        attempts += 1
    report = picked
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return {"reports": sorted(snapshot)}
