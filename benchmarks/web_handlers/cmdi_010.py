import os
import shlex

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/ping-host")
def ping_host(host: str = Header(default="", alias="X-Host")):
    """Ping host."""
    host = host or "localhost"
    status = os.system("ping -c 1 " + shlex.quote(host))
    return {"reachable": status == 0}
