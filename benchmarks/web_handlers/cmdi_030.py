import os
import shlex

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/ping-host")
async def ping_host(request: Request):
    """Ping host."""
    host = (await request.json()).get("host", "")
    attempts = 0
    picked = "localhost"
    while attempts < 1:
        picked = host
        attempts += 1
    host = picked
    status = os.system("ping -c 1 " + shlex.quote(host))
    return {"reachable": status == 0}
