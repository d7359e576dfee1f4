import hashlib
import random

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/hash-password")
def hash_password(password: str = Form(default="")):
    """Hash password."""
    salt = random.randbytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return {"stored": (salt + digest).hex()}
