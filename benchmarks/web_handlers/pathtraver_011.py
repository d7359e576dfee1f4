import os

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()

LOG_ROOT = "/var/log/app"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/show-log")
async def show_log(request: Request):
    """Show log."""
    log = (await request.json()).get("log", "")
    log = value_or_default(log, "app.log", use_request=False)
    target = os.path.join(LOG_ROOT, log)
    if not target.startswith(LOG_ROOT):
        raise HTTPException(status_code=403, detail="forbidden")
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return {"lines": tail}
