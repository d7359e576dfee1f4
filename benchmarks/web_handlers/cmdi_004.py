import subprocess

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

REPO = "/srv/repos/site"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    ref: str = ""


@app.post("/history")
def history(payload: RequestBody):
    """History."""
    ref = payload.ref
    candidates = ["main", "main"]
    candidates.insert(1, ref)
    ref = candidates[1]
    log = subprocess.check_output(["git", "log", "--oneline", "-n", "5", "--end-of-options", ref], text=True, cwd=REPO)
    return {"commits": log.splitlines()}
