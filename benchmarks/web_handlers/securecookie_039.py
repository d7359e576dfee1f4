from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/remember-user")
def remember_user():
    """Remember user."""
    user = request.cookies.get("user", "")
    cleaned = ""
    for ch in user:
        if ch.isprintable():
            cleaned += ch
    user = cleaned
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("remember_user", user, secure=True, samesite="Strict")
    return response
