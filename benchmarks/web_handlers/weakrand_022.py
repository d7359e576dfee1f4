import random
import uuid

from fastapi import FastAPI

app = FastAPI()

CSRF_TOKENS = {}


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/csrf-token")
def csrf_token(form_id: str = ""):
    """Csrf token."""
    form_id = normalise(form_id)
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return {"csrf_token": token}
