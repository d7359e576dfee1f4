import subprocess

from fastapi import Depends, FastAPI, Request

app = FastAPI()

REPO = "/srv/repos/site"


def requested_ref(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("ref") or request.headers.get("x-ref", "")


@app.get("/history")
def history(ref: str = Depends(requested_ref)):
    """History."""
    ref = " ".join(ref.split())
    log = subprocess.check_output(["git", "log", "--oneline", "-n", "5", "--end-of-options", ref], text=True, cwd=REPO)
    return {"commits": log.splitlines()}
