import secrets

from flask import Flask, make_response

app = Flask(__name__)
COOKIE_OPTIONS = {"secure": True, "httponly": True, "samesite": "Strict"}


@app.post("/login")
def login():
    response = make_response("welcome")
    response.set_cookie("sid", secrets.token_hex(16), **COOKIE_OPTIONS)
    return response
