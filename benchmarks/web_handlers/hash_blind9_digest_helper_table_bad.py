import hashlib
import secrets

from fastapi import FastAPI

app = FastAPI()
KEYS = {}


def digest(value):
    return hashlib.sha1(value.encode()).hexdigest()


@app.post("/keys/{user}")
def issue_key(user: str):
    api_key = secrets.token_urlsafe(32)
    KEYS[digest(api_key)] = user
    return {"api_key": api_key}
