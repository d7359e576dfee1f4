import random

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

REMEMBERED = {}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/remember-me")
def remember_me():
    """Remember me."""
    user = query_value(request, "user")
    token = str(random.getrandbits(64))
    REMEMBERED[token] = user
    response = make_response(jsonify({"ok": True}))
    response.set_cookie("remember", token, secure=True, httponly=True)
    return response
