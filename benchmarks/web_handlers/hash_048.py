import hashlib
import os

from fastapi import FastAPI, Header

app = FastAPI()

USERS = {}


@app.get("/register")
def register(password: str = Header(default="", alias="X-Password")):
    """Register."""
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return {"registered": True}
