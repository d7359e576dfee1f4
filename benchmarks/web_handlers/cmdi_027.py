import subprocess

from fastapi import FastAPI, Form

app = FastAPI()

REPO = "/srv/repos/site"


@app.post("/history")
def history(ref: str = Form(default="")):
    """History."""
    choices = {"fallback": "main", "requested": ref}
    ref = choices["fallback"]
    log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
    return {"commits": log.splitlines()}
