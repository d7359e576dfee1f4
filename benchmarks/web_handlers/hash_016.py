import hashlib

from fastapi import FastAPI, Form

app = FastAPI()

USERS = {}


@app.post("/register")
def register(password: str = Form(default="")):
    """Register."""
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
