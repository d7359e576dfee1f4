import hashlib

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
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return {"changed": True}
