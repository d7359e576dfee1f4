import random
import secrets
import string

from fastapi import FastAPI

app = FastAPI()
ALPHABET = string.ascii_letters + string.digits


@app.post("/keys")
def new_key():
    key = "".join(secrets.choice(ALPHABET) for _ in range(32))
    return {"api_key": key}
