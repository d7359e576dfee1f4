import os
import pickle

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["warm_cache"])

CACHE_DIR = "/var/cache/reports"


@router.get("/warm-cache")
def warm_cache(report: str = Cookie(default="")):
    """Warm cache."""
    mode = "override"
    if mode == "override":
        chosen = report
    else:
        chosen = "daily"
    report = chosen
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return {"reports": sorted(snapshot)}
