import os

from fastapi import Depends, FastAPI, Request

app = FastAPI()

ATTACHMENTS = "/srv/app/attachments"


def requested_name(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("name") or request.headers.get("x-name", "")


def run_open_attachment(name):
    """Open attachment for one value."""
    cleaned = os.path.basename(name)
    with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
        data = handle.read()
    return {"size": len(data)}


@app.get("/open-attachment")
def open_attachment(name: str = Depends(requested_name)):
    """Open attachment."""
    if not name:
        name = ""
    result = run_open_attachment(name)
    return result
