from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/remember-user", methods=["GET", "POST"])
def remember_user():
    """Remember user."""
    user = (request.get_json(silent=True) or {}).get("user", "")
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("remember_user", user, secure=True, samesite="Strict")
    return response
