import hashlib

from fastapi import FastAPI, Request

app = FastAPI()

USERS = {}


@app.post("/register")
async def register(request: Request):
    """Register."""
    password = (await request.json()).get("password", "")
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
