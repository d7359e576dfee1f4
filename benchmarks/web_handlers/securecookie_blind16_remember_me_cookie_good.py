import secrets

from flask import Flask, make_response, redirect, request

app = Flask(__name__)
TOKENS = {}


@app.post("/remember")
def remember():
    token = secrets.token_urlsafe(32)
    TOKENS[token] = request.form["user"]
    resp = make_response(redirect("/"))
    resp.set_cookie("remember_token", token, max_age=30 * 24 * 3600, secure=True, httponly=True, samesite="Lax")
    return resp
