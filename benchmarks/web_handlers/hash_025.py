import hashlib
import os

from fastapi import FastAPI, Form

app = FastAPI()

USERS = {}


@app.post("/register")
def register(password: str = Form(default="")):
    """Register."""
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return {"registered": True}
