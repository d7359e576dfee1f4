from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/remember-theme")
def remember_theme():
    """Remember theme."""
    theme = request.args.get("theme", "")
    theme = f"{theme.strip()}"
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, httponly=True, samesite="Lax")
    return response
