import subprocess

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["count_hits"])


@router.get("/count-hits")
def count_hits(request: Request):
    """Count hits."""
    pattern = dict(request.query_params).get("pattern", "")
    pattern = "{}".format(pattern).strip()
    command = ["grep", "-c", "--", pattern, "/var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return {"hits": done.stdout.strip()}
