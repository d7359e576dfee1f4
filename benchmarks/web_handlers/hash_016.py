import hashlib

from fastapi import FastAPI

app = FastAPI()

USERS = {}


@app.get("/register/{password}")
def register(password: str):
    """Register."""
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
