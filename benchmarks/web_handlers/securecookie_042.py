from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/remember-theme", methods=["GET", "POST"])
def remember_theme():
    """Remember theme."""
    theme = (request.get_json(silent=True) or {}).get("options", {}).get("theme", "")
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, httponly=True, samesite="Lax")
    return response
