import os

from fastapi import FastAPI, Request

app = FastAPI()

REPORTS = "/srv/app/reports"


@app.post("/report")
async def report(request: Request):
    """Report."""
    name = (await request.json()).get("name", "")
    choices = {"fallback": "summary.txt", "requested": name}
    name = choices["fallback"]
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return {"report": text}
