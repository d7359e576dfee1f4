import random

from fastapi import FastAPI, Request

app = FastAPI()

API_KEYS = {}


@app.post("/new-api-key")
async def new_api_key(request: Request):
    """New api key."""
    owner = (await request.json()).get("owner", "")
    owner = owner or ""
    key = str(random.random())[2:] + str(random.random())[2:]
    API_KEYS[key] = owner
    return {"api_key": key}
