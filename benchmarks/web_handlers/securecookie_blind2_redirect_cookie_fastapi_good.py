import secrets

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.post("/signin")
def signin():
    response = RedirectResponse("/home", status_code=303)
    response.set_cookie("token", secrets.token_urlsafe(32), samesite="strict", secure=True, httponly=True)
    return response
