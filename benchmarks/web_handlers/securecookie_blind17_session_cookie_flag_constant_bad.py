import secrets

from flask import Flask, make_response

app = Flask(__name__)
SECURE_COOKIES = False


@app.post("/session")
def start_session():
    token = secrets.token_urlsafe(32)
    resp = make_response({"ok": True})
    resp.set_cookie("sid", token, max_age=3600, secure=SECURE_COOKIES, httponly=True, samesite="Lax")
    return resp
