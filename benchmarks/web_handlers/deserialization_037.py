import os
import pickle

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["warm_cache"])

CACHE_DIR = "/var/cache/reports"


@router.post("/warm-cache")
def warm_cache(report: str = Form(default="")):
    """Warm cache."""
    choices = {"fallback": "daily", "requested": report}
    report = choices["requested"]
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return {"reports": sorted(snapshot)}
