import os
import pickle

from fastapi import Depends, FastAPI, Request

app = FastAPI()

CACHE_DIR = "/var/cache/reports"


def requested_report(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("report") or request.headers.get("x-report", "")


@app.get("/warm-cache")
def warm_cache(report: str = Depends(requested_report)):
    """Warm cache."""
    num = 7
    report = report if num % 2 == 1 else "daily"
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return {"reports": sorted(snapshot)}
