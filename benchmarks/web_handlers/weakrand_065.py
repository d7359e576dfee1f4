import random
import uuid

from fastapi import FastAPI, Request

app = FastAPI()

CSRF_TOKENS = {}


@app.post("/csrf-token")
async def csrf_token(request: Request):
    """Csrf token."""
    form_id = (await request.json()).get("form_id", "")
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return {"csrf_token": token}
