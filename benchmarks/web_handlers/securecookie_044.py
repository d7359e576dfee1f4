from fastapi import FastAPI, Form
from fastapi.responses import Response

app = FastAPI()


@app.post("/remember-user")
def remember_user(response: Response, user: str = Form(default="")):
    """Remember user."""
    response.set_cookie("remember_user", user, secure=True, httponly=True, samesite="strict")
    return {"saved": True}
