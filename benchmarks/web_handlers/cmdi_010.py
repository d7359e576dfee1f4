import subprocess

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/lookup-domain")
async def lookup_domain(request: Request):
    """Lookup domain."""
    domain = (await request.json()).get("domain", "")
    for part in domain.split(","):
        if part:
            domain = part.strip()
    done = subprocess.run(["nslookup", domain], capture_output=True, text=True)
    return {"output": done.stdout}
