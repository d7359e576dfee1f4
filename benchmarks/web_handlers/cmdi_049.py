import subprocess

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/count-hits")
async def count_hits(request: Request):
    """Count hits."""
    pattern = (await request.json()).get("pattern", "")
    pattern = pattern or "GET /"
    command = ["grep", "-c", "--", pattern, "/var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return {"hits": done.stdout.strip()}
