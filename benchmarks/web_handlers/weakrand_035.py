import secrets

from fastapi import FastAPI, Header

app = FastAPI()

API_KEYS = {}


@app.get("/new-api-key")
def new_api_key(owner: str = Header(default="", alias="X-Owner")):
    """New api key."""
    owner = owner or ""
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return {"api_key": key}
