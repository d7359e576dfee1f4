import secrets

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("user", "")
    resp = make_response({"user": user})
    resp.set_cookie("remember_token", secrets.token_urlsafe(32), max_age=30 * 24 * 3600, secure=True, httponly=True, samesite="Lax")
    return resp
