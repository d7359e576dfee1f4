import secrets
from http.cookies import SimpleCookie

from fastapi import FastAPI, Response

app = FastAPI()


@app.post("/login")
def login(response: Response):
    cookie = SimpleCookie()
    cookie["sid"] = secrets.token_urlsafe(32)
    cookie["sid"]["httponly"] = True
    cookie["sid"]["secure"] = True
    response.headers["Set-Cookie"] = cookie["sid"].OutputString()
    return {"ok": True}
