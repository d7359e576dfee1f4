import hashlib

from fastapi import FastAPI, Header

app = FastAPI()

USERS = {}


@app.get("/register")
def register(password: str = Header(default="", alias="X-Password")):
    """Register."""
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
