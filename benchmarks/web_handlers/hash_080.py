import hashlib
import os

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

USERS = {}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@app.post("/change-password")
def change_password(payload: RequestBody):
    """Change password."""
    password = payload.password
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return {"changed": True}
