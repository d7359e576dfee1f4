import random

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

REMEMBERED = {}


@app.route("/remember-me")
def remember_me():
    """Remember me."""
    user = request.args.get("user", "")
    token = str(random.getrandbits(64))
    REMEMBERED[token] = user
    response = make_response(jsonify({"ok": True}))
    response.set_cookie("remember", token, secure=True, httponly=True)
    return response
