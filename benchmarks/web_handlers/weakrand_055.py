import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

REMEMBERED = {}


@app.route("/remember-me", methods=["GET", "POST"])
def remember_me():
    """Remember me."""
    user = (request.get_json(silent=True) or {}).get("options", {}).get("user", "")
    token = secrets.token_hex(8)
    REMEMBERED[token] = user
    response = make_response(jsonify({"ok": True}))
    response.set_cookie("remember", token, secure=True, httponly=True)
    return response
