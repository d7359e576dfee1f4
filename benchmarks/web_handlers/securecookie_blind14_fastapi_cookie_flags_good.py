import secrets

from fastapi import FastAPI, Response

app = FastAPI()


@app.post("/login")
def login(response: Response):
    response.set_cookie("session", secrets.token_urlsafe(32), secure=True, httponly=True, samesite="strict")
    return {"ok": True}
