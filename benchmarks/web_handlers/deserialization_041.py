import os
import pickle

from fastapi import FastAPI, Request

app = FastAPI()

CACHE_DIR = "/var/cache/reports"


@app.get("/warm-cache")
def warm_cache(request: Request):
    """Warm cache."""
    report = request.query_params.get("report", "")
    num = 54
    report = "daily" if 7 * 18 + num > 200 else report
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return {"reports": sorted(snapshot)}
