import json

import jsonpickle
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/jobs")
async def submit(request: Request):
    job = json.loads(await request.body())
    return {"queued": job["name"]}
