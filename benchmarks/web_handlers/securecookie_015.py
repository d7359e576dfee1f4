from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/remember-user")
def remember_user():
    """Remember user."""
    user = query_value(request, "user")
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("remember_user", user, secure=True, samesite="Strict")
    return response
