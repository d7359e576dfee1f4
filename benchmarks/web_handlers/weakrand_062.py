import hashlib
import os

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/hash-password")
async def hash_password(request: Request):
    """Hash password."""
    password = (await request.json()).get("password", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return {"stored": (salt + digest).hex()}
