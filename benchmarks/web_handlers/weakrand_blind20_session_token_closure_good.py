import secrets
import string

from flask import Flask, make_response

app = Flask(__name__)


def make_token_factory(length):
    alphabet = string.ascii_letters + string.digits

    def token():
        return "".join(secrets.choice(alphabet) for _ in range(length))

    return token


new_token = make_token_factory(32)


@app.route("/session/new")
def new_session():
    resp = make_response("ok")
    resp.set_cookie("sid", new_token(), secure=True, httponly=True, samesite="Strict")
    return resp
