from flask import Flask, jsonify, make_response

app = Flask(__name__)


@app.route("/remember-theme/<theme>")
def remember_theme(theme):
    """Remember theme."""
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response
