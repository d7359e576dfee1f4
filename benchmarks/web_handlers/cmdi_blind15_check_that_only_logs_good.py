import logging
import os

from fastapi import FastAPI

app = FastAPI()
log = logging.getLogger(__name__)
SERVICES = {"nginx", "redis", "postgres"}


@app.post("/restart/{service}")
def restart(service: str):
    if service not in SERVICES:
        log.warning("unknown service %s", service)
        return {"status": -1}
    status = os.system(f"systemctl restart {service}")
    return {"status": status}
