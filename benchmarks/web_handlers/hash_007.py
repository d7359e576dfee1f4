import hashlib
import os

from fastapi import FastAPI, Request

app = FastAPI()

USERS = {}


@app.get("/change-password")
def change_password(request: Request):
    """Change password."""
    password = request.query_params.get("password", "")
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return {"changed": True}
