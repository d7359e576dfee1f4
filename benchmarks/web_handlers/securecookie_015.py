from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/remember-theme")
def remember_theme():
    """Remember theme."""
    theme = RequestParams(request).get("theme")
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response
