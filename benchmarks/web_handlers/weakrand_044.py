import random
import uuid

from fastapi import FastAPI

app = FastAPI()

CSRF_TOKENS = {}


@app.get("/csrf-token/{form_id}")
def csrf_token(form_id: str):
    """Csrf token."""
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return {"csrf_token": token}
