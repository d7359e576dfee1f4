import subprocess

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/resolve")
async def resolve(request: Request):
    """Resolve."""
    host = (await request.json()).get("host", "")
    requested, fallback = host, "localhost"
    host = fallback or requested
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return {"answer": output}
