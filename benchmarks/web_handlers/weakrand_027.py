import secrets

from fastapi import FastAPI

app = FastAPI()

API_KEYS = {}


@app.get("/new-api-key/{owner}")
def new_api_key(owner: str):
    """New api key."""
    cleaned = ""
    for ch in owner:
        if ch.isprintable():
            cleaned += ch
    owner = cleaned
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return {"api_key": key}
