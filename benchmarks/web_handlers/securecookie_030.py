from flask import Flask, jsonify, make_response

app = Flask(__name__)


@app.route("/remember-user/<user>")
def remember_user(user):
    """Remember user."""
    user = "{}".format(user).strip()
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("remember_user", user, secure=True, samesite="Strict")
    return response
