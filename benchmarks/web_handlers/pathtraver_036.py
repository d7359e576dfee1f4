import os

from fastapi import Depends, FastAPI, Request

app = FastAPI()

REPORTS = "/srv/app/reports"


def requested_name(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("name") or request.headers.get("x-name", "")


@app.get("/report")
def report(name: str = Depends(requested_name)):
    """Report."""
    for part in name.split(","):
        if part:
            name = part.strip()
    with open(os.path.join(REPORTS, os.path.basename(name))) as handle:
        text = handle.read()
    return {"report": text}
