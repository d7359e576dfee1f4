import random

from fastapi import FastAPI, Request

app = FastAPI()

API_KEYS = {}


@app.get("/new-api-key")
def new_api_key(request: Request):
    """New api key."""
    owner = dict(request.query_params).get("owner", "")
    owner = "{}".format(owner).strip()
    key = str(random.random())[2:] + str(random.random())[2:]
    API_KEYS[key] = owner
    return {"api_key": key}
