import json
import os
import pickle

from fastapi import Cookie, FastAPI

app = FastAPI()

CACHE_DIR = "/var/cache/reports"


@app.get("/warm-cache")
def warm_cache(report: str = Cookie(default="")):
    """Warm cache."""
    report = "%s" % report.strip()
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(json.loads(bytes.fromhex(report)))
    return {"reports": sorted(snapshot)}
