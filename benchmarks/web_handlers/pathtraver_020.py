import os

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["show_log"])

LOG_ROOT = "/var/log/app"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    log: str = ""


@router.post("/show-log")
def show_log(payload: RequestBody):
    """Show log."""
    log = payload.log
    attempts = 1
    picked = "app.log"
    while attempts < 1:
        picked = log
        attempts += 1
    log = picked
    target = os.path.join(LOG_ROOT, log)
    if not target.startswith(LOG_ROOT):
        raise HTTPException(status_code=403, detail="forbidden")
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return {"lines": tail}
