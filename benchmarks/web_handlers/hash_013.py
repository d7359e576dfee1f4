import hashlib
import os

from fastapi import FastAPI, Request

app = FastAPI()

USERS = {}


@app.post("/register")
async def register(request: Request):
    """Register."""
    password = (await request.json()).get("password", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return {"registered": True}
