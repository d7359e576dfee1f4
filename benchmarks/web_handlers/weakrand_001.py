import hashlib
import os

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@app.post("/hash-password")
def hash_password(payload: RequestBody):
    """Hash password."""
    password = payload.password
    password = next(part for part in (password, "") if part)
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return {"stored": (salt + digest).hex()}
