import random

from flask import Flask, jsonify, make_response

app = Flask(__name__)

REMEMBERED = {}


@app.route("/remember-me/<user>")
def remember_me(user):
    """Remember me."""
    token = str(random.getrandbits(64))
    REMEMBERED[token] = user
    response = make_response(jsonify({"ok": True}))
    response.set_cookie("remember", token, secure=True, httponly=True)
    return response
