import secrets

from fastapi import FastAPI, Request

app = FastAPI()

API_KEYS = {}


@app.post("/new-api-key")
async def new_api_key(request: Request):
    """New api key."""
    owner = (await request.json()).get("owner", "")
    owner = owner or ""
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return {"api_key": key}
