import subprocess

from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_pattern(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("pattern") or request.headers.get("x-pattern", "")


@app.get("/count-hits")
def count_hits(pattern: str = Depends(requested_pattern)):
    """Count hits."""
    pattern = pattern or "GET /"
    command = ["grep", "-c", "--", pattern, "/var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return {"hits": done.stdout.strip()}
