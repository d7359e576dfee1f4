import os

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

LOG_ROOT = "/var/log/app"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    log: str = ""


@app.post("/show-log")
def show_log(payload: RequestBody):
    """Show log."""
    log = payload.log
    log = next(part for part in (log, "app.log") if part)
    target = os.path.realpath(os.path.join(LOG_ROOT, log))
    if not target.startswith(LOG_ROOT + os.sep):
        raise HTTPException(status_code=403, detail="forbidden")
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return {"lines": tail}
