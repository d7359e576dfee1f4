import secrets

from flask import Flask, make_response

app = Flask(__name__)
SECURE_COOKIES = True


@app.post("/session")
def open_session():
    response = make_response("ok")
    response.set_cookie("sid", secrets.token_hex(16), secure=SECURE_COOKIES, httponly=True)
    return response
