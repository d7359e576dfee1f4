import subprocess

from fastapi import FastAPI

app = FastAPI()

REPO = "/srv/repos/site"


@app.get("/history/{ref}")
def history(ref: str):
    """History."""
    candidates = ["main"]
    candidates.append(ref)
    ref = candidates[-1]
    log = subprocess.check_output(["git", "log", "--oneline", "-n", "5", "--end-of-options", ref], text=True, cwd=REPO)
    return {"commits": log.splitlines()}
