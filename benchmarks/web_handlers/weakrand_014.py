import secrets

from flask import Flask, jsonify, make_response

app = Flask(__name__)

REMEMBERED = {}


@app.route("/remember-me/<user>")
def remember_me(user):
    """Remember me."""
    token = secrets.token_hex(8)
    REMEMBERED[token] = user
    response = make_response(jsonify({"ok": True}))
    response.set_cookie("remember", token, secure=True, httponly=True)
    return response
