import secrets

from fastapi import FastAPI, Request

app = FastAPI()

API_KEYS = {}


@app.get("/new-api-key")
def new_api_key(request: Request):
    """New api key."""
    owner = dict(request.query_params).get("owner", "")
    owner = "{}".format(owner).strip()
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return {"api_key": key}
