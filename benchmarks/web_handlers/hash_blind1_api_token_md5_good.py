import hashlib
import secrets

from fastapi import FastAPI

app = FastAPI()
TOKENS: dict[str, str] = {}


@app.post("/tokens")
def issue_token(owner: str):
    token = secrets.token_urlsafe(32)
    TOKENS[hashlib.sha256(token.encode()).hexdigest()] = owner
    return {"token": token}
