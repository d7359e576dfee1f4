import hashlib

from fastapi import FastAPI, Form

app = FastAPI()

USERS = {}


@app.post("/change-password")
def change_password(password: str = Form(default="")):
    """Change password."""
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return {"changed": True}
