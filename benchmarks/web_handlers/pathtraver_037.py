import os

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()

LOG_ROOT = "/var/log/app"


@app.get("/show-log")
def show_log(request: Request):
    """Show log."""
    log = dict(request.query_params).get("log", "")
    log = next(part for part in (log, "app.log") if part)
    target = os.path.realpath(os.path.join(LOG_ROOT, log))
    if not target.startswith(LOG_ROOT + os.sep):
        raise HTTPException(status_code=403, detail="forbidden")
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return {"lines": tail}
