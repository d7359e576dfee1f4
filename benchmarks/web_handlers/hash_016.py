import hashlib

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

USERS = {}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@app.post("/register")
def register(payload: RequestBody):
    """Register."""
    password = payload.password
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
