from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/remember-theme")
def remember_theme():
    """Remember theme."""
    theme = query_value(request, "theme")
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, httponly=True, samesite="Lax")
    return response
