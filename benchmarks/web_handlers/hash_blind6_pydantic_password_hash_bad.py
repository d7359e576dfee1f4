import hashlib
import os

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class User(BaseModel):
    name: str
    password_hash: str


@app.post("/users")
def create_user(name: str, password: str):
    salt = os.urandom(16)
    user = User(name=name, password_hash=salt.hex() + hashlib.md5(salt + password.encode()).hexdigest())
    return {"name": user.name}
