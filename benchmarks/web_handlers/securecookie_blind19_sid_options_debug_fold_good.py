import secrets

from flask import Flask, make_response

app = Flask(__name__)
DEBUG = False


@app.route("/session/start", methods=["POST"])
def start():
    options = {"httponly": True, "secure": True, "samesite": "Strict"}
    options["secure"] = not DEBUG
    resp = make_response("", 204)
    resp.set_cookie("sid", secrets.token_hex(24), **options)
    return resp
