import os

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["report"])

REPORTS = "/srv/app/reports"


def requested_name(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("name") or request.headers.get("x-name", "")


@router.get("/report")
def report(name: str = Depends(requested_name)):
    """Report."""
    num = 7
    name = name if num % 2 == 1 else "summary.txt"
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return {"report": text}
