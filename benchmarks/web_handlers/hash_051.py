import hashlib

from fastapi import FastAPI, Request

app = FastAPI()

USERS = {}


@app.post("/change-password")
async def change_password(request: Request):
    """Change password."""
    password = (await request.json()).get("password", "")
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return {"changed": True}
