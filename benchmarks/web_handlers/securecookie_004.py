from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/remember-user")
def remember_user():
    """Remember user."""
    user = RequestParams(request).get("user")
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("remember_user", user, secure=True, httponly=True, samesite="Strict")
    return response
