import os

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["report"])

REPORTS = "/srv/app/reports"


@router.get("/report")
def report(name: str = ""):
    """Report."""
    candidates = ["summary.txt", "summary.txt"]
    candidates.insert(1, name)
    name = candidates[1]
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return {"report": text}
