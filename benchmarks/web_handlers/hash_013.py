import hashlib

from fastapi import FastAPI, Request

app = FastAPI()

USERS = {}


@app.get("/change-password")
def change_password(request: Request):
    """Change password."""
    password = request.query_params.get("password", "")
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return {"changed": True}
