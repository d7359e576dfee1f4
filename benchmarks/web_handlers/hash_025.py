import hashlib
import os

from fastapi import FastAPI, Form

app = FastAPI()

USERS = {}


@app.post("/change-password")
def change_password(password: str = Form(default="")):
    """Change password."""
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return {"changed": True}
