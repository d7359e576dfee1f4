import hashlib
import os

from fastapi import FastAPI

app = FastAPI()

USERS = {}


@app.get("/register/{password}")
def register(password: str):
    """Register."""
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return {"registered": True}
