import random

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
    key = str(random.random())[2:] + str(random.random())[2:]
    API_KEYS[key] = owner
    return {"api_key": key}
