import secrets

from flask import Flask, make_response

app = Flask(__name__)
COOKIE_OPTIONS = dict(secure=True, httponly=True, samesite="Lax")


@app.post("/login")
def login():
    response = make_response("welcome")
    response.set_cookie("sid", secrets.token_urlsafe(32), **COOKIE_OPTIONS)
    return response
